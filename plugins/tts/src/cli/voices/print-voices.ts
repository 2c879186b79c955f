import { CliError, connectHost, EXIT_CODES, formatTable, printJson, printLines } from '@speechdeck/core/cli';
import { createTtsClient } from '../../index.ts';
import type { TtsOptions } from '../synthesize/tts-options.ts';

/** `speechdeck tts --voices [--language CODE]`: the voices the host serves (GET /api/tts/voices, no login needed). */
export async function printVoices(options: TtsOptions): Promise<void> {
  if (options.inputs.length || options.file.length) throw new CliError(EXIT_CODES.USAGE, '--voices lists the voices: give it no text or files.');
  const host = connectHost({ json: options.json });
  const { voices } = await host.request('Fetching the voices', () => createTtsClient(host.http).voices());
  const language = options.language?.toLowerCase();
  const shown = language ? voices.filter((voice) => voice.language.toLowerCase() === language) : voices;
  if (!shown.length && language) {
    const served = [...new Set(voices.map((voice) => voice.language))].sort();
    throw new CliError(EXIT_CODES.FAILURE, `The host has no voice for '${options.language}'. Languages it serves: ${served.join(', ') || 'none'}.`);
  }
  if (options.json) {
    printJson({ voices: shown });
    return;
  }
  printLines(
    ...formatTable(
      ['ID', 'NAME', 'LANGUAGE', 'GENDER', 'ENGINE', 'DEFAULT'],
      shown.map((voice) => [voice.id, voice.name, voice.language, voice.gender ?? '', voice.engine, voice.isDefault ? 'yes' : '']),
    ),
  );
}
