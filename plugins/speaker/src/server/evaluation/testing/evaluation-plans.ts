import type { ConversationPlan, EvaluationSetOptions } from './evaluation-set.ts';
import { backgroundVoices, evaluationVoices, type VoiceSpec } from './evaluation-voices.ts';
import { PROBE_CONDITIONS } from './probe-conditions.ts';
import { mixedSeed } from './evaluation-set.ts';

/**
 * Pairs chosen for what is hard: two male voices, two female, one timbre pitch apart, two real
 * readers; then real voices from Debian's Asterisk prompts (chosen before they were measured), all
 * five recorded through the same 8 kHz band, so the band tells none of them apart: two female
 * professional voices (three pairs), one male and one female of one language, and a real and a
 * synthetic male voice of the same band. A pair's seed is 100 + its place: the first eight keep
 * theirs, so their figures stay comparable with earlier rounds.
 */
const PAIRS = [
  ['espeak-m1', 'espeak-gb-m4'],
  ['flite-awb', 'flite-rms'],
  ['librivox-reader', 'cards-speaker'],
  ['flite-slt', 'espeak-f4'],
  ['espeak-m3', 'm3-down'],
  ['flite-kal16', 'espeak-gb-f2'],
  ['espeak-m5', 'espeak-m7'],
  ['librivox-reader', 'espeak-m2'],
  ['asterisk-allison-en', 'asterisk-ru-f'],
  ['asterisk-paola-it', 'asterisk-ru-f'],
  ['asterisk-june-fr', 'asterisk-paola-it'],
  ['asterisk-allison-en', 'asterisk-june-fr'],
  ['asterisk-carlo-it', 'asterisk-paola-it'],
  ['asterisk-carlo-it', 'flite-kal'],
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

/**
 * The bench's set: every voice, condition and length; 14 two-speaker conversations (8 when the
 * Asterisk prompts are not installed), 5 three- and 5 four-speaker ones, whose voices are drawn
 * from every voice installed (so the draws change when voices are added).
 */
export function fullEvaluationPlan(): EvaluationSetOptions {
  const voices = evaluationVoices();
  const conversations: ConversationPlan[] = [
    ...PAIRS.map((voices, i) => ({ voices, turns: 14, seed: 100 + i })),
    ...[1, 2, 3, 4, 5].map((i) => ({ voices: drawn(voices, 3, 300 + i), turns: 16, seed: 300 + i })),
    ...[1, 2, 3, 4, 5].map((i) => ({ voices: drawn(voices, 4, 400 + i), turns: 20, seed: 400 + i })),
  ].filter((plan) => available(voices, plan));
  return { voices, conditions: PROBE_CONDITIONS, lengths: [2, 5, 10], clipsPerLength: 2, conversations, background: backgroundVoices() };
}

/**
 * The test's floor: five voices (the two real readers, three espeak-ng voices), clean and telephone
 * 5 s clips, and one two-speaker conversation. Small enough to build and score in seconds; the
 * bench's set measures what it stands for.
 */
export function floorEvaluationPlan(): EvaluationSetOptions {
  const names = ['librivox-reader', 'cards-speaker', 'espeak-m1', 'espeak-m3', 'espeak-f4'];
  const voices = evaluationVoices().filter((v) => names.includes(v.name));
  const conversations = [{ voices: ['espeak-m3', 'espeak-f4'], turns: 10, seed: 105 }].filter((plan) => available(voices, plan));
  return { voices, conditions: ['clean', 'telephone'], lengths: [5], clipsPerLength: 2, conversations };
}
