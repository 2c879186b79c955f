import { EngineUnavailableError, type InstalledModels, type Logger, type ProcessRunner } from '@speechdeck/core/server';
import type { PocketsphinxConfig } from '../recognition/pocketsphinx-engine.ts';
import { loadVosk } from '../vosk/vosk-model.ts';
import { VoskStream } from '../vosk/vosk-stream.ts';
import type { LiveRecognizer, RecognizerEvents } from './live-recognizer.ts';
import { PocketsphinxStream } from './pocketsphinx-stream.ts';
import type { LiveEngineChoice } from './recognizer-for.ts';
import type { LiveRecognizers } from './refs.ts';

export interface LiveRecognizersDeps {
  processes: ProcessRunner;
  pocketsphinx: PocketsphinxConfig;
  models: InstalledModels;
  logger: Logger;
}

/**
 * The real recognizers (liveRecognizersRef): Vosk (one process per session, its model loaded
 * before `ready`) or pocketsphinx (two processes per session), as the session's choice says. Vosk
 * that cannot start (its model refused, its Python gone) hands the session to pocketsphinx when
 * nobody asked for Vosk by name; a missing pocketsphinx answers recognition's usual 503 with what to install.
 */
export function liveRecognizers(deps: LiveRecognizersDeps): LiveRecognizers {
  const pocketsphinx = (events: RecognizerEvents): LiveRecognizer => {
    if (!deps.processes.isInstalled(deps.pocketsphinx.bin)) {
      throw new EngineUnavailableError(`The speech recognizer (${deps.pocketsphinx.bin}) is not installed: apt-get install pocketsphinx pocketsphinx-en-us.`, 503);
    }
    const stream = new PocketsphinxStream(deps.pocketsphinx, events);
    stream.start();
    return stream;
  };
  return {
    async start(events: RecognizerEvents, choice: LiveEngineChoice): Promise<LiveRecognizer> {
      if (choice.engine === 'pocketsphinx') return pocketsphinx(events);
      try {
        return await VoskStream.open(await loadVosk(deps.models, deps.processes), events);
      } catch (error) {
        if (choice.fallback !== 'pocketsphinx' || !(error instanceof EngineUnavailableError)) throw error;
        deps.logger.warn({ err: error }, 'Vosk could not start a live session: pocketsphinx serves it');
        return pocketsphinx(events);
      }
    },
  };
}
