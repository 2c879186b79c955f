import type { ServedEngines } from '@speechdeck/core/server';
import { engineFor, type RecognizerDeps } from '@speechdeck/engines/live';
import { VOSK_LANGUAGE, VOSK_MODEL_ID } from '@speechdeck/engines/vosk';

/** Tells /health what English live sessions stream to here ('live recognition (en)': 'vosk:vosk-small-en-us'). */
export function reportLiveEngine({ served, ...deps }: RecognizerDeps & { served: ServedEngines }): void {
  try {
    const { language, engine } = engineFor(deps, VOSK_LANGUAGE);
    served.serve(`live recognition (${language})`, engine === 'vosk' ? `vosk:${VOSK_MODEL_ID}` : 'pocketsphinx');
  } catch {
    // English is not served live on this host: there is nothing to name.
  }
}
