import { processRunner } from '@speechdeck/testing';
import type { AsrEngines, TranscribeOptions, Transcript } from '../engines/asr-engine.ts';
import { asrFromSettings, asrSettings } from '../engines/asr-from-settings.ts';

/**
 * The host's real recognizers with `around` wrapped about every transcription, for tests that
 * count runs or hold one mid-way (override `asrRef` with it).
 */
export function realAsrAround(around: (transcribe: () => Promise<Transcript>, options: TranscribeOptions) => Promise<Transcript>): AsrEngines {
  const real = asrFromSettings(asrSettings.parse(process.env), processRunner);
  return {
    languages: real.languages,
    normalizeLanguage: (language) => real.normalizeLanguage(language),
    forLanguage(language) {
      const engine = real.forLanguage(language);
      return {
        id: engine.id,
        languages: engine.languages,
        transcribe: (wav, options) => around(() => engine.transcribe(wav, options), options),
      };
    },
  };
}
