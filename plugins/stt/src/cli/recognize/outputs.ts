import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { InputFile } from '@speechdeck/core/cli';
import type { ExportFormat } from '../../index.ts';

export type OutputPaths = Partial<Record<ExportFormat, string>>;

/**
 * Where a file's outputs go: its path mirrored under the output folder, with the format added to
 * the whole file name (`calls/a.wav` -> `OUT/calls/a.wav.srt`), so `a.wav` and `a.mp3` side by
 * side never write the same output.
 */
export function outputPaths(outDir: string, file: Pick<InputFile, 'mirror'>, formats: readonly ExportFormat[]): OutputPaths {
  return Object.fromEntries(formats.map((format) => [format, join(outDir, `${file.mirror}.${format}`)]));
}

/**
 * True when the file is done: every requested output exists and none is older than the input (an
 * input changed since its outputs were written is done again). Outputs are written whole or not
 * at all (writeFileAtomic), so an existing one is a finished one.
 */
export async function outputsDone(paths: OutputPaths, file: Pick<InputFile, 'mtimeMs'>): Promise<boolean> {
  const infos = await Promise.all(Object.values(paths).map((path) => stat(path).catch(() => null)));
  return infos.length > 0 && infos.every((info) => info !== null && info.isFile() && info.mtimeMs >= file.mtimeMs);
}
