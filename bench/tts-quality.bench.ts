import { processRunner, tempDir } from '@speechdeck/testing';
import { synthesizerFromSettings, synthesizerSettings } from '../plugins/tts/src/server/engines/synthesizer-from-settings.ts';
import { percent, recordedSpeechErrors, roundTripErrors } from '../plugins/tts/src/server/engines/testing/round-trip.ts';
import type { BenchRow } from './bench-host.ts';

/**
 * Round-trip word error rate of each offline English voice: the five LibriVox transcripts
 * synthesized through our engine code and recognized by the embedded pocketsphinx, against the
 * same recognizer on the people's own recordings of those transcripts.
 */
export async function benchTtsQuality(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('tts-quality');
  try {
    const synthesizer = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner });
    const recorded = await recordedSpeechErrors(dir);
    const englishDefault = synthesizer.pick('en').id;
    const voices = synthesizer.voices().filter((voice) => voice.language === 'en' && voice.engine !== 'openai');
    const rows: BenchRow[] = [];
    for (const voice of voices) {
      const score = await roundTripErrors(synthesizer, voice.id, dir);
      const isDefault = voice.id === englishDefault;
      rows.push({
        name: `round-trip WER ${voice.id}${isDefault ? ' (English default)' : ''}`,
        ours: `${percent(score)} (${score.errors} of ${score.words} words)`,
        peer: `${percent(recorded)} on the recordings`,
        ratio: `${(score.errors / recorded.errors).toFixed(2)}x`,
        goal: isDefault ? '<= 35 %' : 'measured',
      });
    }
    return rows;
  } finally {
    remove();
  }
}
