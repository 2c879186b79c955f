import { readdir, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, parse, relative, resolve } from 'node:path';
import { CliError } from '../errors/cli-error.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { plural } from '../terminal/plural.ts';

/** One file a batch works on. */
export interface InputFile {
  /** Absolute path. */
  path: string;
  /** How messages name it: relative to the working directory when inside it, else absolute. */
  shown: string;
  /** Where its outputs go under the output folder: `shown` without a leading root. */
  mirror: string;
  size: number;
  mtimeMs: number;
}

export interface CollectOptions {
  /** Files found in folders are kept when this says so; files named on the command line always are. */
  keep: (path: string) => boolean;
  /** A folder never walked into (the output folder, when it lies inside an input folder). */
  skipDir?: string;
  cwd?: string;
}

/**
 * The files of the given paths: folders walked recursively in name order, each file once.
 * Symlinked files are followed, symlinked folders are not (a link back up would loop forever).
 * A path that does not exist is a usage error, before anything starts.
 */
export async function collectInputs(paths: readonly string[], { keep, skipDir, cwd = process.cwd() }: CollectOptions): Promise<{ files: InputFile[]; ignored: number }> {
  const found = new Map<string, InputFile>();
  let ignored = 0;
  const skip = skipDir ? resolve(cwd, skipDir) : undefined;

  const add = (path: string, info: { size: number; mtimeMs: number }) => {
    const shown = relativeOrAbsolute(path, cwd);
    found.set(path, { path, shown, mirror: shown.slice(parse(shown).root.length), size: info.size, mtimeMs: info.mtimeMs });
  };

  async function walk(dir: string): Promise<void> {
    if (dir === skip) return;
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() || entry.isSymbolicLink()) {
        const info = await stat(path).catch(() => null);
        if (!info?.isFile()) continue;
        if (keep(path)) add(path, info);
        else ignored++;
      }
    }
  }

  for (const given of paths) {
    const path = resolve(cwd, given);
    const info = await stat(path).catch(() => null);
    if (!info) throw new CliError(EXIT_CODES.USAGE, `No such file or folder: ${given}`);
    if (info.isDirectory()) await walk(path);
    else add(path, info);
  }
  return { files: [...found.values()], ignored };
}

function relativeOrAbsolute(path: string, cwd: string): string {
  const inside = relative(cwd, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path;
}

/** The files a host's media upload may accept (ffprobe decides by content); a batch over folders sends only these. */
export const MEDIA_EXTENSIONS = ['wav', 'mp3', 'ogg', 'oga', 'opus', 'flac', 'm4a', 'aac', 'mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'wma', 'amr', '3gp'] as const;

/** Keeps files by extension (any case). */
export function hasExtension(extensions: readonly string[]): (path: string) => boolean {
  const known = new Set(extensions.map((ext) => `.${ext}`));
  return (path) => known.has(extname(path).toLowerCase());
}

/** What a batch says when its inputs hold none of its files: `No media files in calls, notes.txt (1 other file ignored).` */
export function noInputsMessage(what: string, paths: readonly string[], ignored: number): string {
  return `No ${what} in ${paths.join(', ')}${ignored ? ` (${plural(ignored, 'other file')} ignored)` : ''}.`;
}
