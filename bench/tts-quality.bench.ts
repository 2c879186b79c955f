import { join } from 'node:path';
import { audioTools, librivoxClips, processRunner, tempDir } from '@speechdeck/testing';
import { checkoutModels } from '@speechdeck/engines/testing';
import { synthesizerFromSettings, synthesizerSettings } from '../engines/src/synthesis/synthesizer-from-settings.ts';
import { percent, recordedSpeechErrors, roundTripErrors, type WordErrors } from '../engines/src/synthesis/testing/round-trip.ts';
import type { SpeechSynthesizer } from '../engines/src/synthesis/synthesizer.ts';
import type { Voice } from '../plugins/tts/src/contract/tts-api.ts';
import type { BenchRow } from './bench-host.ts';

/**
 * Held-out sentences with punctuation, unlike the LibriVox transcripts: the first two Harvard
 * lists (IEEE 1969, phonetically balanced, the usual test of synthetic speech's intelligibility).
 */
const HARVARD = [
  'The birch canoe slid on the smooth planks.', 'Glue the sheet to the dark blue background.', "It's easy to tell the depth of a well.",
  'These days a chicken leg is a rare dish.', 'Rice is often served in round bowls.', 'The juice of lemons makes fine punch.',
  'The box was thrown beside the parked truck.', 'The hogs were fed chopped corn and garbage.', 'Four hours of steady work faced us.',
  'A large size in stockings is hard to sell.', 'The boy was there when the sun rose.', 'A rod is used to catch pink salmon.',
  'The source of the huge river is the clear spring.', 'Kick the ball straight and follow through.', 'Help the woman get back to her feet.',
  'A pot of tea helps to pass the evening.', 'Smoky fires lack flame and heat.', "The soft cushion broke the man's fall.",
  'The salt breeze came across from the sea.', 'The girl at the booth sold fifty bonds.',
];

const SETS = [
  { name: 'LibriVox transcripts', texts: librivoxClips() },
  { name: 'Harvard sentences', texts: HARVARD.map((reference) => ({ reference })) },
] as const;

const TOOLS = { processes: processRunner, audio: audioTools };

/** Piper draws noise into every synthesis, so its score moves from run to run: it is measured this many times. */
const RUNS_OF_NOISY_VOICES = 3;
const NOISY_ENGINES = new Set(['piper']);

interface Scored extends WordErrors {
  /** The fewest and most errors of one run. */
  range: [number, number];
  runs: number;
  audioSec: number;
  synthesisSec: number;
}

/** Each set's round trip for one voice (several runs for a noisy one, their errors added up). */
async function scoreVoice(synthesizer: SpeechSynthesizer, voice: Voice, dir: string): Promise<Scored[]> {
  const runs = NOISY_ENGINES.has(voice.engine) ? RUNS_OF_NOISY_VOICES : 1;
  // Loaded before it is timed: Piper's model loads on the first synthesis.
  await synthesizer.synthesize({ text: 'Ready.', language: 'en', voice: voice.id, rate: 1, pitch: 0 }, join(dir, 'warm-up.wav'));
  const scores: Scored[] = [];
  for (const set of SETS) {
    const total: Scored = { errors: 0, words: 0, range: [Infinity, 0], runs, audioSec: 0, synthesisSec: 0 };
    for (let run = 0; run < runs; run++) {
      const score = await roundTripErrors(TOOLS, synthesizer, voice.id, dir, set.texts);
      total.errors += score.errors;
      total.words += score.words;
      total.range = [Math.min(total.range[0], score.errors), Math.max(total.range[1], score.errors)];
      total.audioSec += score.audioSec;
      total.synthesisSec += score.synthesisSec;
    }
    scores.push(total);
  }
  return scores;
}

const described = (score: Scored) =>
  score.runs === 1
    ? `${percent(score)} (${score.errors} of ${score.words} words)`
    : `${percent(score)} (${score.range[0]}-${score.range[1]} of ${score.words / score.runs} words, ${score.runs} runs)`;
const sum = (scores: readonly Scored[], key: 'errors' | 'words' | 'audioSec' | 'synthesisSec') => scores.reduce((total, score) => total + score[key] / score.runs, 0);
const rtf = (scores: readonly Scored[]) => sum(scores, 'synthesisSec') / sum(scores, 'audioSec');

/**
 * Round-trip word error rate of each offline English voice, Piper's beside flite's and
 * espeak-ng's: the five LibriVox transcripts and twenty Harvard sentences synthesized through our
 * engine code and recognized by the embedded pocketsphinx (the same recognizer for every voice),
 * against the same recognizer on the people's own recordings of the transcripts; the English
 * default against espeak-ng's English and Piper against flite slt; and the real-time factor of
 * synthesis on those texts. `round-trip-quality.test.ts` holds slt and joe to a floor on two of
 * the transcripts.
 */
export async function benchTtsQuality(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('tts-quality');
  try {
    const synthesizer = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner, models: checkoutModels() });
    const recorded = await recordedSpeechErrors(TOOLS, dir, librivoxClips());
    const englishDefault = synthesizer.pick('en').id;
    const voices = synthesizer.voices().filter((voice) => voice.language === 'en' && voice.engine !== 'openai');
    const scores = new Map<string, Scored[]>();
    for (const voice of voices) scores.set(voice.id, await scoreVoice(synthesizer, voice, dir));

    const rows: BenchRow[] = [];
    const slt = scores.get('flite:slt');
    for (const voice of voices) {
      const isDefault = voice.id === englishDefault;
      for (const [i, set] of SETS.entries()) {
        const score = scores.get(voice.id)![i]!;
        const peer = i === 0 ? { text: `${percent(recorded)} on the recordings`, errors: recorded.errors } : slt && { text: `${percent(slt[i]!)} flite:slt`, errors: slt[i]!.errors };
        rows.push({
          name: `round-trip WER ${voice.id}${isDefault ? ' (English default)' : ''}, ${set.name}`,
          ours: described(score),
          peer: peer?.text ?? '-',
          ratio: peer ? `${(score.errors / score.runs / peer.errors).toFixed(2)}x` : '-',
          goal: isDefault && i === 0 ? '<= 35 %' : 'measured',
        });
      }
    }

    const pairs = [
      { ours: englishDefault, peer: 'espeak-ng:en', goal: 'fewer (the default is the clearer voice)' },
      { ours: 'piper:joe', peer: 'flite:slt', goal: '<= 1.00x (Piper <= flite)' },
    ];
    for (const pair of pairs) {
      const [ours, peer] = [scores.get(pair.ours), scores.get(pair.peer)];
      if (!ours || !peer || pair.ours === pair.peer) continue;
      const errorsOf = (all: Scored[]) => `${sum(all, 'errors').toFixed(1)} of ${sum(all, 'words')} words`;
      rows.push({
        name: `round-trip errors ${pair.ours} against ${pair.peer}, both sets${pair.ours === englishDefault ? ' (English default)' : ''}`,
        ours: errorsOf(ours),
        peer: errorsOf(peer),
        ratio: `${(sum(ours, 'errors') / sum(peer, 'errors')).toFixed(2)}x`,
        goal: pair.goal,
      });
    }

    for (const id of ['piper:joe', 'flite:slt', 'espeak-ng:en']) {
      const [ours, peer] = [scores.get(id), slt];
      if (!ours || !peer) continue;
      rows.push({
        name: `synthesis RTF ${id}, both sets (${sum(ours, 'audioSec').toFixed(0)} s of audio per run)`,
        ours: `RTF ${rtf(ours).toFixed(4)}`,
        peer: `RTF ${rtf(peer).toFixed(4)} flite:slt`,
        ratio: `${(rtf(ours) / rtf(peer)).toFixed(2)}x`,
        goal: 'measured',
      });
    }
    return rows;
  } finally {
    remove();
  }
}
