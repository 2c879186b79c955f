import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { InputFile } from './input-files.ts';

/** Where batch commands write their outputs unless `--out` says otherwise. */
export const DEFAULT_OUT_DIR = 'speechdeck-out';

/**
 * Where one output of a file goes: its path mirrored under the output folder, with the format
 * added to the whole file name (`calls/a.wav` -> `OUT/calls/a.wav.srt`), so `a.wav` and `a.mp3`
 * (or `a.md` and `a.txt`) side by side never write the same output.
 */
export function outputPath(outDir: string, file: Pick<InputFile, 'mirror'>, format: string): string {
  return join(outDir, `${file.mirror}.${format}`);
}

/** A file's outputs, by format. */
export type OutputPaths<F extends string = string> = Partial<Record<F, string>>;

export function outputPaths<F extends string>(outDir: string, file: Pick<InputFile, 'mirror'>, formats: readonly F[]): OutputPaths<F> {
  return Object.fromEntries(formats.map((format) => [format, outputPath(outDir, file, format)])) as OutputPaths<F>;
}

/**
 * True when the file is done: every requested output exists and none is older than the input (an
 * input changed since its outputs were written is done again). Outputs are written whole or not
 * at all (writeFileAtomic), so an existing one is a finished one.
 */
export async function outputsDone(paths: OutputPaths | readonly string[], file: Pick<InputFile, 'mtimeMs'>): Promise<boolean> {
  const infos = await Promise.all(Object.values(paths).filter((path) => path !== undefined).map((path) => stat(path).catch(() => null)));
  return infos.length > 0 && infos.every((info) => info !== null && info.isFile() && info.mtimeMs >= file.mtimeMs);
}

/** A file of a batch with where its outputs go. */
export interface PlannedFile<F extends string = string> {
  file: InputFile;
  paths: OutputPaths<F>;
}

/**
 * A batch's files with their outputs, split into those an earlier run did (`done`: to report as
 * skipped, so that running the same command again resumes) and those still `todo`. `force` does
 * them all again.
 */
export async function planOutputs<F extends string>(
  files: readonly InputFile[],
  { out, formats, force }: { out: string; formats: readonly F[]; force: boolean },
): Promise<{ done: PlannedFile<F>[]; todo: PlannedFile<F>[] }> {
  const plans = await Promise.all(
    files.map(async (file) => {
      const paths = outputPaths(out, file, formats);
      return { file, paths, done: !force && (await outputsDone(paths, file)) };
    }),
  );
  const those = (done: boolean) => plans.filter((plan) => plan.done === done).map(({ file, paths }) => ({ file, paths }));
  return { done: those(true), todo: those(false) };
}
