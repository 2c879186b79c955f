import { CliError, collectInputs, EXIT_CODES, hasExtension, MEDIA_EXTENSIONS, noInputsMessage } from '@speechdeck/core/cli';

/**
 * The media files of the given paths: files named are always taken, folders are walked for media
 * files (by extension). `skipDir` is an output folder that lies inside an input folder.
 */
export function collectMedia(paths: readonly string[], skipDir?: string) {
  return collectInputs(paths, { keep: hasExtension(MEDIA_EXTENSIONS), ...(skipDir ? { skipDir } : {}) });
}

/** For the commands whose answer is about the files (enroll, identify): no media file at all is a usage error. */
export async function someMedia(paths: readonly string[]) {
  const found = await collectMedia(paths);
  if (!found.files.length) {
    throw new CliError(EXIT_CODES.USAGE, noInputsMessage('media files', paths, found.ignored));
  }
  return found;
}
