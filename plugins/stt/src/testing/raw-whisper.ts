import { processRunner } from '@speechdeck/testing';
import { WhisperRecognizer } from '@speechdeck/engines/whisper';
import { checkoutModels } from '@speechdeck/engines/testing';
import type { Recognize } from './recognition-scoring.ts';

/**
 * The engine layer's Whisper worker alone (one, with the machine's cores, as the host's pool at one
 * job slot), on each file as it is: what Whisper through the API is compared with. `close` stops it.
 */
export function rawWhisper(): { recognize: Recognize; close: () => void } {
  const recognizer = new WhisperRecognizer({ processes: processRunner, models: checkoutModels(), size: 1 });
  return {
    recognize: async (item) => (await recognizer.transcribe(item.file, { language: 'en' })).segments.map((s) => s.text).join(' '),
    close: () => recognizer.close(),
  };
}
