import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_RATE } from '@speechdeck/core/server';
import { audioTools, joinParts, LIBRIVOX_DIR, librivoxClips, samplesOf } from '@speechdeck/testing';
import { buildRecognitionConditions, type RecognitionConditionName } from '@speechdeck/plugin-stt/testing';
import type { ReferenceWord } from '../spotting-metrics.ts';
import { SENTENCES } from './evaluation-texts.ts';
import { alignTranscript } from './forced-alignment.ts';

/** Where the speech comes from: two real readers, or synthetic voices saying SENTENCES. */
export type SpeechSource = 'librivox' | 'cards' | 'flite' | 'espeak-ng';

/** One recording to search, 16 kHz mono, with the time of every word said in it. */
export interface EvaluationRecording {
  id: string;
  source: SpeechSource;
  /** 'clean', or what was done to it: the recognition conditions' names, and 'sox-pink-10db'. */
  condition: string;
  wav: string;
  durationSec: number;
  words: ReferenceWord[];
}

export interface EvaluationPlan {
  /** The recognition conditions the LibriVox clips are searched under (@speechdeck/plugin-stt/testing builds them). */
  librivox: readonly RecognitionConditionName[];
  /** Conditions of the cards reader and the synthetic voices: the clean speech, and sox's pink noise at 10 dB SNR. */
  others: readonly ('clean' | 'sox-pink-10db')[];
  flite: readonly string[];
  /** espeak-ng voice arguments, by a name. */
  espeak: Readonly<Record<string, readonly string[]>>;
}

/** Everything the bench measures on. */
export const FULL_PLAN: EvaluationPlan = {
  librivox: ['clean', 'pink-10db', 'babble-10db', 'telephone', 'reverb', 'mp3-stereo', 'music-gaps'],
  others: ['clean', 'sox-pink-10db'],
  flite: ['kal16', 'slt', 'rms', 'awb'],
  espeak: { 'en-us': ['-v', 'en-us', '-p', '45'], 'en-gb-f': ['-v', 'en-gb+f2', '-p', '65'] },
};

/** Bump when the way the set is made changes, so a cached set is not taken for the new one. */
const BUILDER_VERSION = 1;
const PAUSE_SECONDS = 0.8;

/**
 * Builds (or finds in the OS temp dir, keyed by a hash of what it is made of) the recordings with
 * their word times: the times come from a forced alignment of the clean speech, and every condition
 * keeps them (noise is added, the band narrowed, the file re-encoded; nothing is moved in time).
 * [] without pocketsphinx-testdata.
 */
export async function evaluationSet(plan: EvaluationPlan): Promise<EvaluationRecording[]> {
  if (librivoxClips().length === 0) return [];
  const key = createHash('sha256').update(JSON.stringify({ BUILDER_VERSION, plan, SENTENCES })).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `speechdeck-kws-eval-${key}`);
  const manifest = join(dir, 'manifest.json');
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as EvaluationRecording[];
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'scratch'), { recursive: true });
  const recordings = [...(await librivox(dir, plan)), ...(await cards(dir, plan)), ...(await synthetic(dir, plan))];
  rmSync(join(dir, 'scratch'), { recursive: true, force: true });
  // Written last: a half-built set is never taken for a whole one.
  writeFileSync(manifest, JSON.stringify(recordings));
  return recordings;
}

function aligned(wav: string, transcript: string, scratch: string): ReferenceWord[] {
  const words = alignTranscript(wav, transcript, scratch);
  if (!words) throw new Error(`the forced alignment of ${wav} failed`);
  return words;
}

async function librivox(dir: string, plan: EvaluationPlan): Promise<EvaluationRecording[]> {
  const clips = librivoxClips();
  const scratch = join(dir, 'scratch');
  const words = new Map(clips.map((clip) => [clip.id, aligned(clip.wav, clip.reference, scratch)]));
  const conditions = await buildRecognitionConditions(join(dir, 'librivox'), plan.librivox);
  const out: EvaluationRecording[] = [];
  for (const condition of conditions) {
    for (const item of condition.items) {
      const wav = join(dir, 'librivox', condition.name, `${item.id}.16k.wav`);
      const { durationSec } = await audioTools.toWav16kMono(item.file, wav);
      // 'music-gaps' is every clip in turn, with 3 s of music before, between and after them.
      const itemWords = condition.name === 'music-gaps' ? await betweenMusic(clips.map((clip) => ({ wav: clip.wav, words: words.get(clip.id)! })), 3) : words.get(item.id)!;
      out.push({ id: `librivox-${condition.name}-${item.id}`, source: 'librivox', condition: condition.name, wav, durationSec, words: itemWords });
    }
  }
  return out;
}

async function betweenMusic(parts: { wav: string; words: ReferenceWord[] }[], gapSeconds: number): Promise<ReferenceWord[]> {
  const out: ReferenceWord[] = [];
  let at = gapSeconds;
  for (const part of parts) {
    out.push(...part.words.map((w) => ({ ...w, start: round(w.start + at), end: round(w.end + at) })));
    at += (await samplesOf(part.wav)).length / SAMPLE_RATE + gapSeconds;
  }
  return out;
}

/** pocketsphinx-testdata's "cards": another reader saying playing cards, one file with pauses. */
async function cards(dir: string, plan: EvaluationPlan): Promise<EvaluationRecording[]> {
  const cardsDir = join(LIBRIVOX_DIR, '..', 'cards');
  const transcription = join(cardsDir, 'cards.transcription');
  if (!existsSync(transcription)) return [];
  const scratch = join(dir, 'scratch');
  const lines = readFileSync(transcription, 'utf8').split('\n').map((line) => /^<s>(.*)<\/s>\s*\((\S+)\)/.exec(line.trim())).filter((m) => m !== null);
  const parts = await Promise.all(lines.map(async ([, text, id]) => ({ label: text!.trim(), samples: await samplesOf(join(cardsDir, `${id}.wav`)), wav: join(cardsDir, `${id}.wav`) })));
  const clean = join(dir, 'cards-clean.wav');
  const placed = joinParts(clean, parts, PAUSE_SECONDS);
  const words = parts.flatMap((part, i) => aligned(part.wav, part.label, scratch).map((w) => shifted(w, placed[i]!.start)));
  return conditionsOf(dir, plan, 'cards', 'cards', clean, words);
}

/** SENTENCES said by each voice, one file per voice with pauses between them. */
async function synthetic(dir: string, plan: EvaluationPlan): Promise<EvaluationRecording[]> {
  const voices = [
    ...plan.flite.map((voice) => ({ name: `flite-${voice}`, source: 'flite' as const, say: (text: string, out: string) => run('flite', ['-voice', voice, '-t', text, '-o', out]) })),
    ...Object.entries(plan.espeak).map(([name, args]) => ({
      name: `espeak-${name}`, source: 'espeak-ng' as const, say: (text: string, out: string) => run('espeak-ng', [...args, '-s', '160', '-w', out, '--', text]),
    })),
  ];
  const out: EvaluationRecording[] = [];
  for (const voice of voices) {
    const scratch = join(dir, 'scratch', voice.name);
    mkdirSync(scratch, { recursive: true });
    const parts = await Promise.all(SENTENCES.map(async (text, i) => {
      const raw = join(scratch, `raw-${i}.wav`);
      voice.say(text, raw);
      const wav = join(scratch, `sentence-${i}.wav`);
      await audioTools.toWav16kMono(raw, wav);
      return { label: text, samples: await samplesOf(wav), wav };
    }));
    const clean = join(dir, `${voice.name}-clean.wav`);
    const placed = joinParts(clean, parts, PAUSE_SECONDS);
    const words = parts.flatMap((part, i) => (alignTranscript(part.wav, part.label, scratch) ?? spread(part.label, part.samples.length / SAMPLE_RATE)).map((w) => shifted(w, placed[i]!.start)));
    out.push(...(await conditionsOf(dir, plan, voice.source, voice.name, clean, words)));
  }
  return out;
}

/**
 * A sentence the aligner could not place (synthetic speech it hears badly): its words share the
 * sentence's time in proportion to their letters; a hit anywhere near still counts (the collar).
 */
function spread(text: string, seconds: number): ReferenceWord[] {
  const words = text.split(' ');
  const letters = words.reduce((sum, w) => sum + w.length, 0);
  let at = 0;
  return words.map((w) => {
    const start = at;
    at += (seconds * w.length) / letters;
    return { w, start: round(start), end: round(at) };
  });
}

async function conditionsOf(dir: string, plan: EvaluationPlan, source: SpeechSource, name: string, clean: string, words: ReferenceWord[]): Promise<EvaluationRecording[]> {
  const durationSec = (await samplesOf(clean)).length / SAMPLE_RATE;
  return Promise.all(plan.others.map(async (condition) => {
    const wav = condition === 'clean' ? clean : await withSoxPinkNoise(clean, join(dir, `${name}-${condition}.wav`), 10, durationSec);
    return { id: `${name}-${condition}`, source, condition, wav, durationSec, words };
  }));
}

/**
 * sox's pink noise (repeatable: -R) mixed in by sox at `snrDb` under the speech's RMS level over the
 * whole file, pauses included (so the speech itself stands a little higher above the noise).
 */
async function withSoxPinkNoise(clean: string, out: string, snrDb: number, seconds: number): Promise<string> {
  const noise = `${out}.noise.wav`;
  run('sox', ['-R', '-n', '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', noise, 'synth', seconds.toFixed(3), 'pinknoise']);
  const gain = rmsOf(await samplesOf(clean)) / rmsOf(await samplesOf(noise)) / 10 ** (snrDb / 20);
  run('sox', ['-R', '-m', '-v', '1', clean, '-v', gain.toFixed(6), noise, out]);
  rmSync(noise);
  return out;
}

const rmsOf = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / Math.max(1, samples.length));

function run(program: string, args: string[]): void {
  execFileSync(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

const shifted = (word: ReferenceWord, by: number): ReferenceWord => ({ ...word, start: round(word.start + by), end: round(word.end + by) });
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
