import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_RATE } from '@speechdeck/core/server';
import { ffmpeg, librivoxClips, samplesOf, writeWav, type LibrivoxClip } from '@speechdeck/testing';

/** One recording of a condition and what was said in it. */
export interface EvaluationItem {
  id: string;
  file: string;
  reference: string;
}

export interface RecognitionCondition {
  name: RecognitionConditionName;
  items: EvaluationItem[];
}

/**
 * The conditions recognition is judged on, all made from the LibriVox clips so the reference texts
 * hold: a default must not win on the clean clips and lose on the audio people actually upload.
 */
export const RECOGNITION_CONDITIONS = {
  clean: 'the clips as shipped (16 kHz mono WAV)',
  'pink-20db': 'pink noise mixed in at 20 dB SNR',
  'pink-10db': 'pink noise at 10 dB SNR',
  'pink-5db': 'pink noise at 5 dB SNR',
  'babble-10db': 'the other clips reversed and summed (babble) at 10 dB SNR',
  telephone: '300-3400 Hz, 8 kHz mu-law WAV',
  reverb: 'room reverberation (sox reverb 50 50 100)',
  'music-gaps': 'the five clips in one file, 3 s of plucked tones at speech level before, between and after them',
  phrases: 'single phrases cut out of the clips at word boundaries, 0.7-2.5 s each',
  'mp3-stereo': 'MP3 64 kbit/s, stereo 44.1 kHz',
  'aac-stereo': 'AAC 96 kbit/s in M4A, stereo 44.1 kHz',
  'vorbis-stereo': 'Ogg Vorbis q3, stereo 44.1 kHz',
  'webm-opus': 'WebM/Opus 32 kbit/s, mono 48 kHz, no length in the container (as a browser records)',
  'long-pink-10db': 'the five clips joined three times (74 s) with pink noise at 10 dB SNR: a file longer than one 30 s window of Whisper',
} as const;
export type RecognitionConditionName = keyof typeof RECOGNITION_CONDITIONS;

/**
 * Phrases of the clips, at the word boundaries of a forced alignment (pocketsphinx with the
 * reference as its only grammar) of the clean clips, so each excerpt holds exactly its words.
 */
const PHRASES: { clip: string; start: number; end: number; words: string }[] = [
  { clip: '0870', start: 0.15, end: 1.55, words: 'and mister john dashwood' },
  { clip: '0870', start: 1.56, end: 3.44, words: 'had then leisure to consider' },
  { clip: '0870', start: 3.45, end: 5.45, words: 'how much there might be prudently' },
  { clip: '0870', start: 5.46, end: 7.04, words: 'in his power to do for them' },
  { clip: '0880', start: 0.21, end: 1.14, words: 'he was not' },
  { clip: '0880', start: 1.15, end: 2.79, words: 'an ill disposed young man' },
  { clip: '0890', start: 0.25, end: 2.2, words: 'unless to be rather cold hearted' },
  { clip: '0890', start: 2.21, end: 3.58, words: 'and rather selfish' },
  { clip: '0890', start: 3.62, end: 5.08, words: 'is to be ill disposed' },
  { clip: '0920', start: 0.22, end: 2.49, words: 'had he married a more a amiable woman' },
  { clip: '0920', start: 2.5, end: 4.99, words: 'he might have been made still more respectable' },
  { clip: '0920', start: 5.0, end: 5.83, words: 'than he was' },
  { clip: '0930', start: 0.2, end: 0.92, words: 'he might even' },
  { clip: '0930', start: 0.93, end: 2.85, words: 'have been made amiable himself' },
];

/**
 * Builds the named conditions (default: all) into `dir` with ffmpeg and sox, deterministically
 * (fixed noise seeds), of the given clips (default: all five; babble is made of the other clips
 * given, the phrases are those of the clips given). [] when pocketsphinx-testdata is not installed.
 */
export async function buildRecognitionConditions(
  dir: string,
  names: readonly RecognitionConditionName[] = Object.keys(RECOGNITION_CONDITIONS) as RecognitionConditionName[],
  clips: readonly LibrivoxClip[] = librivoxClips(),
): Promise<RecognitionCondition[]> {
  if (clips.length === 0) return [];
  const conditions: RecognitionCondition[] = [];
  for (const name of names) {
    const out = join(dir, name);
    mkdirSync(out, { recursive: true });
    conditions.push({ name, items: await buildCondition(name, clips, out) });
  }
  return conditions;
}

async function buildCondition(name: RecognitionConditionName, clips: readonly LibrivoxClip[], out: string): Promise<EvaluationItem[]> {
  const each = (extension: string, make: (clip: LibrivoxClip, file: string) => void | Promise<void>) =>
    Promise.all(clips.map(async (clip) => {
      const file = join(out, `${clip.id}.${extension}`);
      await make(clip, file);
      return { id: clip.id, file, reference: clip.reference };
    }));
  const stereo44k = (codec: string[]) => (clip: LibrivoxClip, file: string) =>
    // The voice louder on the left, as a panned mono source in a stereo mix.
    ffmpeg('-i', clip.wav, '-af', 'aresample=44100,pan=stereo|c0=c0|c1=0.6*c0', ...codec, file);
  switch (name) {
    case 'clean':
      return clips.map((clip) => ({ id: clip.id, file: clip.wav, reference: clip.reference }));
    case 'pink-20db':
    case 'pink-10db':
    case 'pink-5db':
      return each('wav', (clip, file) => mixNoise(clip.wav, pinkNoise, Number(/\d+/.exec(name)![0]), file, out));
    case 'babble-10db':
      return each('wav', (clip, file) => mixNoise(clip.wav, babbleOf(clips.filter((c) => c !== clip)), 10, file, out));
    case 'telephone':
      return each('wav', (clip, file) => sox(clip.wav, '-r', '8000', '-e', 'u-law', file, 'sinc', '300-3400'));
    case 'reverb':
      return each('wav', (clip, file) => sox(clip.wav, file, 'reverb', '50', '50', '100', 'gain', '-n', '-1'));
    case 'phrases':
      return PHRASES.flatMap((phrase, i) => {
        const clip = clips.find((c) => c.id.endsWith(phrase.clip));
        if (!clip) return [];
        const file = join(out, `${clip.id}-${i}.wav`);
        ffmpeg('-i', clip.wav, '-ss', String(phrase.start), '-to', String(phrase.end), ...PLAIN_WAV, file);
        return [{ id: `${clip.id}-${i}`, file, reference: phrase.words }];
      });
    case 'music-gaps':
      return [await clipsBetweenMusic(clips, out)];
    case 'long-pink-10db':
      return [await longNoisy(clips, out)];
    case 'mp3-stereo':
      return each('mp3', stereo44k(['-c:a', 'libmp3lame', '-b:a', '64k']));
    case 'aac-stereo':
      return each('m4a', stereo44k(['-c:a', 'aac', '-b:a', '96k']));
    case 'vorbis-stereo':
      return each('ogg', stereo44k(['-c:a', 'libvorbis', '-q:a', '3']));
    case 'webm-opus':
      return each('webm', (clip, file) => ffmpeg('-i', clip.wav, '-ar', '48000', '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', '-live', '1', file));
  }
}

/** A WAV whose samples start right after the 44-byte header, as pocketsphinx_continuous assumes. */
const PLAIN_WAV = ['-c:a', 'pcm_s16le', '-map_metadata', '-1', '-fflags', '+bitexact'];

/** Notes a tone apart, four a second, each fading: a tune with no speech in it (ffmpeg's expression source). */
const PLUCKED_TUNE =
  "aevalsrc='(sin(2*PI*F*t)+0.5*sin(4*PI*F*t)+0.25*sin(6*PI*F*t))*exp(-mod(t\\,0.25)*6)'".replaceAll('F', '220*pow(2\\,floor(mod(t*4\\,8))/6)');

async function clipsBetweenMusic(clips: readonly LibrivoxClip[], out: string): Promise<EvaluationItem> {
  const tuneFile = join(out, 'tune.wav');
  ffmpeg('-f', 'lavfi', '-i', `${PLUCKED_TUNE}:s=${SAMPLE_RATE}:d=3`, ...PLAIN_WAV, tuneFile);
  const voices = await Promise.all(clips.map((clip) => samplesOf(clip.wav)));
  const tune = await samplesOf(tuneFile);
  const speechPower = voices.reduce((sum, v) => sum + power(v) * v.length, 0) / voices.reduce((sum, v) => sum + v.length, 0);
  const gap = tune.map((x) => x * Math.sqrt(speechPower / power(tune)));
  const parts = [gap, ...voices.flatMap((voice) => [voice, gap])];
  const joined = new Float32Array(parts.reduce((sum, p) => sum + p.length, 0));
  parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
  const file = join(out, 'clips-between-music.wav');
  writeWav(file, joined);
  return { id: 'clips-between-music', file, reference: clips.map((clip) => clip.reference).join(' ') };
}

/** The clips one after another, three times over, with pink noise at 10 dB over the whole. */
async function longNoisy(clips: readonly LibrivoxClip[], out: string): Promise<EvaluationItem> {
  const joined = join(out, 'joined.wav');
  const thrice = [...clips, ...clips, ...clips];
  ffmpeg(...thrice.flatMap((clip) => ['-i', clip.wav]), '-filter_complex', `concat=n=${thrice.length}:v=0:a=1`, ...PLAIN_WAV, joined);
  const file = join(out, 'long-pink-10db.wav');
  await mixNoise(joined, pinkNoise, 10, file, out);
  return { id: 'long-pink-10db', file, reference: thrice.map((clip) => clip.reference).join(' ') };
}

function sox(...args: string[]): void {
  execFileSync('sox', ['-R', ...args]);
}

type NoiseSource = (samples: number, dir: string) => Promise<Float32Array>;

/** ffmpeg's pink noise generator with a fixed seed. */
const pinkNoise: NoiseSource = async (samples, dir) => {
  const file = join(dir, `pink-${samples}.wav`);
  ffmpeg('-f', 'lavfi', '-i', `anoisesrc=color=pink:seed=7:sample_rate=${SAMPLE_RATE}:amplitude=0.25`, '-t', String(samples / SAMPLE_RATE), '-c:a', 'pcm_s16le', file);
  return samplesOf(file);
};

/** Other speech, time-reversed so it adds no words of its own to a transcript, summed and looped. */
const babbleOf = (others: LibrivoxClip[]): NoiseSource => async (samples) => {
  const out = new Float32Array(samples);
  for (const [k, clip] of others.entries()) {
    const voice = (await samplesOf(clip.wav)).reverse();
    const offset = Math.round((k * voice.length) / others.length);
    for (let i = 0; i < samples; i++) out[i]! += voice[(i + offset) % voice.length]!;
  }
  return out;
};

/** Mixes noise into speech at `snrDb` (power over the whole clip), scaled down together if the mix would clip. */
async function mixNoise(speechWav: string, noiseOf: NoiseSource, snrDb: number, file: string, dir: string): Promise<void> {
  const speech = await samplesOf(speechWav);
  const noise = await noiseOf(speech.length, dir);
  const gain = Math.sqrt(power(speech) / power(noise) / 10 ** (snrDb / 10));
  const mix = speech.map((x, i) => x + gain * noise[i]!);
  const peak = mix.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
  writeWav(file, peak > 0.99 ? mix.map((x) => (x * 0.99) / peak) : mix);
}

const power = (samples: Float32Array) => samples.reduce((sum, x) => sum + x * x, 0) / samples.length;
