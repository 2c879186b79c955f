import { processRunner, tempDir } from '@speechdeck/testing';
import { synthesizerFromSettings, synthesizerSettings } from '../plugins/tts/src/server/engines/synthesizer-from-settings.ts';
import { percent, recordedSpeechErrors, roundTripErrors } from '../plugins/tts/src/server/engines/testing/round-trip.ts';
import type { WordErrors } from '../plugins/stt/src/testing/index.ts';
import type { BenchRow } from './bench-host.ts';

/**
 * Round-trip word error rate of each offline English voice: the five LibriVox transcripts
 * synthesized through our engine code and recognized by the embedded pocketsphinx, against the
 * same recognizer on the people's own recordings of those transcripts; and the English default
 * against espeak-ng's English. `round-trip-quality.test.ts` holds the default to a floor on two
 * of the transcripts.
 */
export async function benchTtsQuality(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('tts-quality');
  try {
    const synthesizer = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner });
    const recorded = await recordedSpeechErrors(dir);
    const englishDefault = synthesizer.pick('en').id;
    const voices = synthesizer.voices().filter((voice) => voice.language === 'en' && voice.engine !== 'openai');
    const rows: BenchRow[] = [];
    const scores = new Map<string, WordErrors>();
    for (const voice of voices) {
      const score = await roundTripErrors(synthesizer, voice.id, dir);
      scores.set(voice.id, score);
      const isDefault = voice.id === englishDefault;
      rows.push({
        name: `round-trip WER ${voice.id}${isDefault ? ' (English default)' : ''}`,
        ours: `${percent(score)} (${score.errors} of ${score.words} words)`,
        peer: `${percent(recorded)} on the recordings`,
        ratio: `${(score.errors / recorded.errors).toFixed(2)}x`,
        goal: isDefault ? '<= 35 %' : 'measured',
      });
    }
    const slt = scores.get(englishDefault);
    const espeak = scores.get('espeak-ng:en');
    if (slt && espeak) {
      rows.push({
        name: `round-trip errors ${englishDefault} (English default) against espeak-ng:en`,
        ours: `${slt.errors} of ${slt.words} words`,
        peer: `${espeak.errors} of ${espeak.words} words`,
        ratio: `${(slt.errors / espeak.errors).toFixed(2)}x`,
        goal: 'fewer (the default is the clearer voice)',
      });
    }
    return rows;
  } finally {
    remove();
  }
}
