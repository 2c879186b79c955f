import { EngineUnavailableError, type ProcessRunner } from '@speechdeck/core/server';
import type { AsrEngines, PocketsphinxConfig } from '@speechdeck/plugin-stt/server';
import type { LiveRecognizer, RecognizerEvents } from './live-recognizer.ts';
import { PocketsphinxStream } from './pocketsphinx-stream.ts';
import type { LiveRecognizers } from './refs.ts';

export interface RecognizerDeps {
  asr: AsrEngines;
}

/**
 * The live recognizer for a language, as stt routes it: pocketsphinx streams. Throws stt's 422
 * for a language nobody serves, and a 422 for one served only by an engine that cannot stream.
 */
export function engineFor(deps: RecognizerDeps, language: string): { language: string; engine: string } {
  const engine = deps.asr.forLanguage(language);
  if (engine.id !== 'pocketsphinx') {
    throw new EngineUnavailableError(`Live recognition of '${language}' is not available: its recognizer (${engine.id}) takes whole files only. Recognize a recording of it on #/asr instead.`, 422);
  }
  return { language: deps.asr.normalizeLanguage(language), engine: engine.id };
}

/** pocketsphinx streams (liveRecognizersRef); a missing program answers stt's usual 503 with what to install. */
export function pocketsphinxRecognizers(deps: { pocketsphinx: PocketsphinxConfig; processes: ProcessRunner }): LiveRecognizers {
  return {
    async start(events: RecognizerEvents): Promise<LiveRecognizer> {
      if (!deps.processes.isInstalled(deps.pocketsphinx.bin)) {
        throw new EngineUnavailableError(`The speech recognizer (${deps.pocketsphinx.bin}) is not installed: apt-get install pocketsphinx pocketsphinx-en-us.`, 503);
      }
      const stream = new PocketsphinxStream(deps.pocketsphinx, events);
      stream.start();
      return stream;
    },
  };
}
