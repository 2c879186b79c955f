import { readMono16kInfo, type InstalledModels } from '@speechdeck/core/server';
import { fakeModels } from '@speechdeck/engines/testing';
import { processRunner } from '@speechdeck/testing';
import {
  asrFromSettings, asrSettings, completeTranscript, type AsrEngines, type RecognizedWord, type TranscribeOptions, type Transcript,
} from '@speechdeck/engines/recognition';

/** What a fake recognizer answers for one 16 kHz mono WAV; `engine` is the id of the engine the host picked ('whisper', 'vosk', 'pocketsphinx'). */
export type FakeTranscribe = (wav: string, options: TranscribeOptions, engine: string) => Transcript | Promise<Transcript>;

/** The words a fake transcript says unless told otherwise: a LibriVox clip's reference. */
export const FAKE_TRANSCRIPT_TEXT = 'he was not an ill disposed young man';

/**
 * Recognizers that answer at once, for route tests (override `asrRef` with it): the host's own
 * routing of languages and engines (an unserved language or an engine it lacks is the same 422),
 * each engine's id and models, but `transcribe` replaced. Like the real engines it takes only a
 * 16 kHz mono WAV (so the host must have converted the upload), stops when its signal aborts, and
 * reports progress. By default it answers FAKE_TRANSCRIPT_TEXT as one utterance spread over the
 * file. The engines are those of this machine with `models` installed (default: none, as with
 * SPEECHDECK_MODELS=none: pocketsphinx serves English).
 */
export function fakeAsr(transcribe: FakeTranscribe = (wav, options) => spokenOver(wav, options), { models = fakeModels() }: { models?: InstalledModels } = {}): AsrEngines {
  const real = asrFromSettings(asrSettings.parse(process.env), processRunner, models);
  return {
    languages: real.languages,
    normalizeLanguage: (language) => real.normalizeLanguage(language),
    forLanguage(language, name) {
      const engine = real.forLanguage(language, name);
      return {
        id: engine.id,
        languages: engine.languages,
        ...(engine.ownModels ? { ownModels: engine.ownModels } : {}),
        async transcribe(wav, options) {
          options.signal?.throwIfAborted();
          await readMono16kInfo(wav);
          const transcript = await transcribe(wav, options, engine.id);
          options.signal?.throwIfAborted();
          options.onProgress?.(1);
          return transcript;
        },
      };
    },
  };
}

/**
 * `text` said once over the whole file (from 0.1 s to 0.1 s before its end), each word an equal
 * share, as one segment: a plausible transcript of any speech.
 */
export async function spokenOver(wav: string, options: TranscribeOptions, text = FAKE_TRANSCRIPT_TEXT): Promise<Transcript> {
  const { durationSec } = await readMono16kInfo(wav);
  return transcriptOf(options.language, durationSec, [{ start: Math.min(0.1, durationSec / 4), end: Math.max(durationSec - 0.1, (durationSec * 3) / 4), text }]);
}

/** A transcript with `parts` as its segments, each part's words spread evenly over it (none: the engines' notice of no speech). */
export function transcriptOf(language: string, durationSec: number, parts: readonly { start: number; end: number; text: string }[]): Transcript {
  const segments = parts.map(({ start, end, text }) => {
    const words = text.split(/\s+/).filter(Boolean);
    const step = (end - start) / words.length;
    const timed = words.map((w, i): RecognizedWord => ({ w, start: start + i * step, end: start + (i + 1) * step - step / 10, conf: 0.9 }));
    return { start, end, text: words.join(' '), words: timed };
  });
  return completeTranscript({ language, durationSec, segments, engine: 'fake' });
}
