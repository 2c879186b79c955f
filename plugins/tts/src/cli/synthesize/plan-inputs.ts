import { stat } from 'node:fs/promises';
import { basename, extname, join, resolve, sep } from 'node:path';
import { CliError, collectInputs, DEFAULT_OUT_DIR, EXIT_CODES, hasExtension, type InputFile, outputPath, outputsDone } from '@speechdeck/core/cli';
import type { AudioFormat } from '../../index.ts';
import { formatOf, TEXT_EXTENSIONS, type TtsOptions } from './tts-options.ts';

/** One audio file to make. */
export interface TtsItem {
  /** How messages name it: the file's path, or the start of the text in quotes. */
  shown: string;
  source: { kind: 'text'; text: string } | { kind: 'file'; file: InputFile };
  output: string;
}

export interface TtsPlan {
  items: TtsItem[];
  format: AudioFormat;
  /** Set when folders (or several files) were given: every output is mirrored under it. */
  outDir?: string;
  /** Files in the folders that are not text, left out. */
  ignored: number;
}

/**
 * What `speechdeck tts` makes, decided before anything is sent:
 * - words (`tts "Hello world"`, or unquoted `tts Hello world`): one file, `--out` or a name made of the first words;
 * - one text file (`tts notes.txt`, or `--file notes.txt`): one file, `--out` or the file's name with
 *   the audio extension, in the working folder;
 * - folders, or several files: a batch, each output mirrored under the `--out` folder as
 *   `<relative path>.<format>`, like recognize's outputs.
 * Arguments are paths when any of them exists (then each must), else words.
 */
export async function planInputs(options: TtsOptions, cwd = process.cwd()): Promise<TtsPlan> {
  // A blank argument is no path (it would resolve to the working folder itself).
  const found = await Promise.all(options.inputs.map((input) => (input.trim() ? stat(resolve(cwd, input)).catch(() => null) : null)));
  const firstPath = options.inputs.find((_, index) => found[index]);

  if (options.inputs.length && firstPath === undefined) {
    if (options.file.length) throw usage('Give either the words to say or --file, not both.');
    const text = options.inputs.join(' ').trim();
    if (!text) throw usage('The text is empty: give the words to say, a text file or a folder of .txt/.md files.');
    const output = await singleOutput(options, slug(text), cwd);
    return { items: [{ shown: quoted(text), source: { kind: 'text', text }, output: output.path }], format: output.format, ignored: 0 };
  }
  const missing = options.inputs.find((_, index) => !found[index]);
  if (missing !== undefined) throw usage(`No such file or folder: ${missing} (${firstPath} exists, so every argument is taken as a path; quote words to say them).`);

  const paths = [...options.inputs, ...options.file];
  if (!paths.length) throw usage('Give the words to say, a text file or a folder of .txt/.md files (or --voices to list the voices).');
  if (paths.length === 1 && !(await isFolder(paths[0]!, cwd))) {
    const { files } = await collectInputs(paths, { keep: () => true, cwd });
    const file = files[0]!;
    const output = await singleOutput(options, basename(file.path, textExtension(file.path)), cwd);
    if (resolve(cwd, output.path) === file.path) throw usage(`--out ${output.path} is the text file itself: name another file for the audio.`);
    return { items: [{ shown: file.shown, source: { kind: 'file', file }, output: output.path }], format: output.format, ignored: 0 };
  }

  const outDir = options.out ?? DEFAULT_OUT_DIR;
  const format = options.format ?? 'wav';
  const { files, ignored } = await collectInputs(paths, { keep: hasExtension(TEXT_EXTENSIONS), skipDir: outDir, cwd });
  const items = files.map((file): TtsItem => ({ shown: file.shown, source: { kind: 'file', file }, output: outputPath(outDir, file, format) }));
  return { items, format, outDir, ignored };
}

/**
 * Whether an item was done by an earlier run: its output exists and is not older than its file.
 * Words given on the command line are always said again (the user just asked for them).
 */
export async function itemDone(item: TtsItem, force: boolean): Promise<boolean> {
  return !force && item.source.kind === 'file' && (await outputsDone([item.output], item.source.file));
}

async function isFolder(path: string, cwd: string): Promise<boolean> {
  return Boolean((await stat(resolve(cwd, path)).catch(() => null))?.isDirectory());
}

/** One output file: `--out` (into it when it is a folder), else `<name>.<format>` in the working folder. */
async function singleOutput(options: TtsOptions, name: string, cwd: string): Promise<{ path: string; format: AudioFormat }> {
  const out = options.out;
  const intoFolder = out !== undefined && (out.endsWith('/') || out.endsWith(sep) || (await isFolder(out, cwd)));
  if (out !== undefined && !intoFolder) return { path: out, format: formatOf(options.format, out) };
  const format = formatOf(options.format, undefined);
  return { path: join(out ?? '', `${name}.${format}`), format };
}

function textExtension(path: string): string {
  const extension = extname(path);
  return hasExtension(TEXT_EXTENSIONS)(path) ? extension : '';
}

/** 'Hello, World!' -> 'hello-world': the first words as a file name; 'speech' when none are Latin letters or digits. */
export function slug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let name = '';
  for (const word of words) {
    const longer = name ? `${name}-${word}` : word;
    if (longer.length > 40) break;
    name = longer;
  }
  return name || words[0]?.slice(0, 40) || 'speech';
}

function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return `"${line.length > 40 ? `${line.slice(0, 39)}…` : line}"`;
}

function usage(message: string): CliError {
  return new CliError(EXIT_CODES.USAGE, message);
}
