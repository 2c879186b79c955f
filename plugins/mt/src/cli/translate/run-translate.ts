import { connectHost, printJson } from '@speechdeck/core/cli';
import { createMtClient, translationFile, type Translation } from '../../index.ts';
import { defaultSource } from './default-source.ts';
import { readTextFile } from './read-text-file.ts';
import type { TranslateOptions } from './translate-options.ts';

/** A transcript of an hour through a remote engine can take minutes; the host bounds each engine itself. */
const TRANSLATE_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Translates the text, the file or the transcript on the host and prints it: the answer as JSON
 * with --json; a transcript in --format (SRT, WebVTT, timed text: the workspace's formats) or its
 * translated segments one per line; text as translated.
 */
export async function runTranslate(options: TranslateOptions): Promise<void> {
  const host = connectHost({ json: options.json });
  host.requireLogin();
  const mt = createMtClient(host.http);
  const input = options.process !== undefined
    ? { processId: options.process }
    : { text: options.file !== undefined ? await readTextFile(options.file) : options.text.join(' ') };
  const source = options.from !== undefined || options.process !== undefined
    ? options.from
    : defaultSource((await host.request('Reading the languages served', () => mt.languages())).pairs, options.to, options.engine);
  const what = options.process !== undefined ? `Translating transcript ${options.process}` : 'Translating';
  const translation = await host.request(`${what} to ${options.to}`, () =>
    mt.translate({ ...input, source, target: options.to, engine: options.engine }, { timeoutMs: TRANSLATE_TIMEOUT_MS }));
  if (options.json) printJson(translation);
  else process.stdout.write(shown(translation, options.format));
}

function shown(translation: Translation, format: TranslateOptions['format']): string {
  if (format) return translationFile(translation, format).text;
  return `${translation.text.trimEnd()}\n`;
}

