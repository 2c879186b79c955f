import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_RATE } from '@speechdeck/core/server';
import { writeWav } from '@speechdeck/testing';
import type { LabelledTurn } from '../diarization-error-rate.ts';
import { ENROLL_TEXTS, TEST_TEXTS, TURN_TEXTS } from './evaluation-texts.ts';
import { isRecorded, utterances, type VoiceKind, type VoiceSpec } from './evaluation-voices.ts';
import { writeUnderCondition, type ProbeCondition } from './probe-conditions.ts';

export interface ConversationPlan {
  voices: string[];
  turns: number;
  seed: number;
}

export interface EvaluationSetOptions {
  voices: VoiceSpec[];
  conditions: readonly ProbeCondition[];
  /** Lengths of the test clips in seconds; a clip is cut only where the voice's test speech is long enough. */
  lengths: readonly number[];
  /** At most this many clips of each length per voice and condition. */
  clipsPerLength: number;
  conversations: readonly ConversationPlan[];
  /** Voices for learning a background, disjoint from `voices`. */
  background?: VoiceSpec[];
}

export interface EnrolledVoice {
  name: string;
  kind: VoiceKind;
  /** Calibration voices set the threshold; test voices measure it. Alternate voices of each kind. */
  half: 'calibration' | 'test';
  /** Its enrollment speech, clean. */
  wav: string;
}

export interface Probe {
  voice: string;
  condition: ProbeCondition;
  lengthSec: number;
  wav: string;
}

export interface Conversation {
  name: string;
  voices: string[];
  wav: string;
  reference: LabelledTurn[];
  /** Share of the turns that start before the previous one ends. */
  overlappedTurns: number;
}

export interface EvaluationSet {
  dir: string;
  voices: EnrolledVoice[];
  probes: Probe[];
  conversations: Conversation[];
  /** WAVs of the background voices (one per voice). */
  background: string[];
}

/** Bump when the way the set is made changes, so a cached set is not taken for the new one. */
const BUILDER_VERSION = 2;

/**
 * Builds (or finds in the OS temp dir, keyed by a hash of what it is made of) the speaker
 * evaluation set: per voice a clean enrollment passage and test clips of several lengths under
 * several conditions, conversations with reference turns, and background voices.
 */
export async function evaluationSet(options: EvaluationSetOptions): Promise<EvaluationSet> {
  const key = createHash('sha256')
    .update(JSON.stringify({ BUILDER_VERSION, options, ENROLL_TEXTS, TEST_TEXTS, TURN_TEXTS }))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `speechdeck-speaker-eval-${key}`);
  const manifest = join(dir, 'manifest.json');
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as EvaluationSet;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const set = await build(dir, options);
  // Written last: a half-built set is never taken for a whole one.
  writeFileSync(manifest, JSON.stringify(set));
  return set;
}

interface VoiceSpeech {
  enroll: Float32Array;
  test: Float32Array;
  turns: Float32Array[];
  /** The same person's speech in another language (`VoiceSpec.otherLanguage`), joined. */
  otherLanguage?: Float32Array;
}

async function build(dir: string, options: EvaluationSetOptions): Promise<EvaluationSet> {
  const speech = new Map<string, VoiceSpeech>();
  const voices: EnrolledVoice[] = [];
  const probes: Probe[] = [];
  const seenOfKind = new Map<VoiceKind, number>();
  // Only the voices of some conversation say its turns (a synthetic voice's turns are ten more texts to synthesize).
  const talking = new Set(options.conversations.flatMap((plan) => plan.voices));
  for (const voice of options.voices) {
    const scratch = join(dir, 'scratch', voice.name);
    mkdirSync(scratch, { recursive: true });
    const parts = await speechOf(voice, scratch, talking.has(voice.name));
    speech.set(voice.name, parts);
    const nth = seenOfKind.get(voice.kind) ?? 0;
    seenOfKind.set(voice.kind, nth + 1);
    voices.push({ name: voice.name, kind: voice.kind, half: nth % 2 === 0 ? 'calibration' : 'test', wav: writeWav(join(dir, `enroll-${voice.name}.wav`), parts.enroll) });
    for (const lengthSec of options.lengths) {
      const size = Math.round(lengthSec * SAMPLE_RATE);
      const count = Math.min(options.clipsPerLength, Math.floor(parts.test.length / size));
      for (let c = 0; c < count; c++) {
        const clip = parts.test.subarray(c * size, (c + 1) * size);
        for (const condition of options.conditions) {
          const wav = writeUnderCondition(join(dir, `probe-${voice.name}-${condition}-${lengthSec}s-${c}.wav`), clip, condition, probes.length + 1);
          probes.push({ voice: voice.name, condition, lengthSec, wav });
        }
      }
    }
    // The same person in another language: clean clips cut the same way, probes of this voice.
    const other = parts.otherLanguage;
    for (const lengthSec of other ? options.lengths : []) {
      const size = Math.round(lengthSec * SAMPLE_RATE);
      const count = Math.min(options.clipsPerLength, Math.floor(other!.length / size));
      for (let c = 0; c < count; c++) {
        const wav = writeUnderCondition(join(dir, `probe-${voice.name}-other-language-${lengthSec}s-${c}.wav`), other!.subarray(c * size, (c + 1) * size), 'other-language', probes.length + 1);
        probes.push({ voice: voice.name, condition: 'other-language', lengthSec, wav });
      }
    }
  }
  const conversations = options.conversations.map((plan, i) => conversation(dir, `conversation-${i + 1}`, plan, speech));
  const background: string[] = [];
  for (const voice of options.background ?? []) {
    const scratch = join(dir, 'scratch', voice.name);
    mkdirSync(scratch, { recursive: true });
    const parts = await speechOf(voice, scratch, false);
    background.push(writeWav(join(dir, `background-${voice.name}.wav`), withPauses([parts.enroll, parts.test], 0.3)));
  }
  rmSync(join(dir, 'scratch'), { recursive: true, force: true });
  return { dir, voices, probes, conversations, background };
}

/**
 * A voice's enrollment passage, its test passage (other sentences) and, when it `talks` in a
 * conversation, its conversation turns (else none). A recorded voice's recordings are split: the
 * first ones (its `enrollCount`, else about 40 % of its speech) enroll, the rest test; every
 * recording may be a turn. Its recordings in another language, if any, are joined apart.
 */
async function speechOf(voice: VoiceSpec, scratch: string, talks: boolean): Promise<VoiceSpeech> {
  if (isRecorded(voice)) {
    const recordings = await utterances(voice, [], scratch);
    const total = recordings.reduce((sum, r) => sum + r.length, 0);
    let enrolled = 0;
    let split = 0;
    const enrollCount = 'recordings' in voice.source ? voice.source.enrollCount : undefined;
    if (enrollCount !== undefined) split = Math.min(enrollCount, recordings.length - 1);
    else while (split < recordings.length - 1 && enrolled < 0.4 * total) enrolled += recordings[split++]!.length;
    const parts: VoiceSpeech = { enroll: withPauses(recordings.slice(0, split), 0.3), test: withPauses(recordings.slice(split), 0.3), turns: recordings.map((r) => r.subarray(0, 6 * SAMPLE_RATE)) };
    if (voice.otherLanguage?.length) {
      const otherScratch = join(scratch, 'other-language');
      mkdirSync(otherScratch, { recursive: true });
      parts.otherLanguage = withPauses(await utterances({ ...voice, source: { recordings: voice.otherLanguage } }, [], otherScratch), 0.3);
    }
    return parts;
  }
  const said = await utterances(voice, [...ENROLL_TEXTS, ...TEST_TEXTS, ...(talks ? TURN_TEXTS : [])], scratch);
  const enrollEnd = ENROLL_TEXTS.length;
  const testEnd = enrollEnd + TEST_TEXTS.length;
  return { enroll: withPauses(said.slice(0, enrollEnd), 0.3), test: withPauses(said.slice(enrollEnd, testEnd), 0.3), turns: said.slice(testEnd) };
}

/** A seed's bits spread (murmur3's finalizer): neighbouring seeds start the generator far apart. */
export function mixedSeed(seed: number): number {
  let h = seed >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Parts one after another with pauses of silence between them. */
function withPauses(parts: readonly Float32Array[], pauseSec: number): Float32Array {
  const pause = Math.round(pauseSec * SAMPLE_RATE);
  const out = new Float32Array(parts.reduce((sum, p) => sum + p.length, 0) + pause * Math.max(0, parts.length - 1));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length + pause;
  }
  return out;
}

/** Speech scaled to one level (RMS 0.05 over its loud frames), as a conversation's voices would be. */
function levelled(samples: Float32Array): Float32Array {
  let sum = 0;
  let count = 0;
  for (const x of samples) if (Math.abs(x) > 0.01) {
    sum += x * x;
    count++;
  }
  const gain = count ? 0.05 / Math.sqrt(sum / count) : 1;
  return Float32Array.from(samples, (x) => x * gain);
}

/**
 * A conversation: turns of the plan's voices in random order (never the same voice twice running),
 * each a random one of its turns, 0.1-0.4 s pauses, and one turn in ten starting 0.2-0.5 s before
 * the previous one ends (the two voices mixed). The reference is every turn's true extent.
 */
function conversation(dir: string, name: string, plan: ConversationPlan, speech: Map<string, VoiceSpeech>): Conversation {
  let state = mixedSeed(plan.seed);
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const lead = Math.round(0.5 * SAMPLE_RATE);
  const placed: { start: number; samples: Float32Array; speaker: string }[] = [];
  let cursor = lead;
  let previous = -1;
  let overlapped = 0;
  for (let t = 0; t < plan.turns; t++) {
    // Every voice speaks in the first turns; then any but the last speaker.
    let who = t < plan.voices.length ? t : Math.floor(random() * (plan.voices.length - 1));
    if (t >= plan.voices.length && who >= previous) who++;
    const voice = plan.voices[who]!;
    const turns = speech.get(voice)!.turns;
    const samples = levelled(turns[Math.floor(random() * turns.length)]!);
    let start = cursor + Math.round((0.1 + 0.3 * random()) * SAMPLE_RATE);
    if (t > 0 && random() < 0.1) {
      const before = placed.at(-1)!;
      start = Math.max(before.start + Math.round(0.3 * SAMPLE_RATE), cursor - Math.round((0.2 + 0.3 * random()) * SAMPLE_RATE));
      overlapped++;
    }
    placed.push({ start, samples, speaker: voice });
    cursor = Math.max(cursor, start + samples.length);
    previous = who;
  }
  const out = new Float32Array(cursor + lead);
  for (const { start, samples } of placed) for (let i = 0; i < samples.length; i++) out[start + i]! += samples[i]!;
  const wav = writeWav(join(dir, `${name}.wav`), out);
  const reference = placed.map(({ start, samples, speaker }) => ({ speaker, start: start / SAMPLE_RATE, end: (start + samples.length) / SAMPLE_RATE }));
  return { name, voices: plan.voices, wav, reference, overlappedTurns: overlapped / plan.turns };
}
