import type { ConversationPlan, EvaluationSetOptions } from './evaluation-set.ts';
import { backgroundVoices, evaluationVoices, smallEvaluationVoices, type VoiceSpec } from './evaluation-voices.ts';
import { PROBE_CONDITIONS } from './probe-conditions.ts';
import { mixedSeed } from './evaluation-set.ts';

/** Pairs chosen for what is hard: two male voices, two female, one timbre pitch apart, two real readers. */
const PAIRS = [
  ['espeak-m1', 'espeak-gb-m4'],
  ['flite-awb', 'flite-rms'],
  ['librivox-reader', 'cards-speaker'],
  ['flite-slt', 'espeak-f4'],
  ['espeak-m3', 'm3-down'],
  ['flite-kal16', 'espeak-gb-f2'],
  ['espeak-m5', 'espeak-m7'],
  ['librivox-reader', 'espeak-m2'],
];

/** `count` voices drawn without repeats by a seeded generator: the groups are not hand-picked. */
function drawn(voices: readonly VoiceSpec[], count: number, seed: number): string[] {
  let state = mixedSeed(seed);
  const pool = voices.map((v) => v.name);
  const out: string[] = [];
  while (out.length < count) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The generator's high bits: its low bits repeat with a short period.
    out.push(pool.splice(Math.floor((state / 2 ** 32) * pool.length), 1)[0]!);
  }
  return out;
}

const available = (voices: readonly VoiceSpec[], plan: ConversationPlan) => plan.voices.every((name) => voices.some((v) => v.name === name));

/** The bench's set: every voice, condition and length; 8 two-speaker, 5 three- and 5 four-speaker conversations. */
export function fullEvaluationPlan(): EvaluationSetOptions {
  const voices = evaluationVoices();
  const conversations: ConversationPlan[] = [
    ...PAIRS.map((voices, i) => ({ voices, turns: 14, seed: 100 + i })),
    ...[1, 2, 3, 4, 5].map((i) => ({ voices: drawn(voices, 3, 300 + i), turns: 16, seed: 300 + i })),
    ...[1, 2, 3, 4, 5].map((i) => ({ voices: drawn(voices, 4, 400 + i), turns: 20, seed: 400 + i })),
  ].filter((plan) => available(voices, plan));
  return { voices, conditions: PROBE_CONDITIONS, lengths: [2, 5, 10], clipsPerLength: 2, conversations, background: backgroundVoices() };
}

/** The test's set: eleven voices, clean, noisy and telephone 5 s clips, four two-speaker conversations. */
export function smallEvaluationPlan(): EvaluationSetOptions {
  const voices = smallEvaluationVoices();
  const conversations = [PAIRS[0]!, PAIRS[1]!, PAIRS[2]!, PAIRS[3]!].map((voices, i) => ({ voices, turns: 10, seed: 100 + i })).filter((plan) => available(voices, plan));
  return { voices, conditions: ['clean', 'noise-15db', 'telephone'], lengths: [5], clipsPerLength: 2, conversations };
}
