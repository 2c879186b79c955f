import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRIVOX_DIR, librivoxClips, samplesOf, writeWav } from '@speechdeck/testing';

export type VoiceKind = 'recorded' | 'flite' | 'espeak-ng' | 'shifted';

/** How a voice is made: a program's voice, recordings of one person, or another voice moved by sox. */
export type VoiceSource =
  | { program: 'flite'; voice: string }
  | { program: 'espeak-ng'; args: string[] }
  | { recordings: string[] }
  | { shift: VoiceSpec; effect: string[] };

export interface VoiceSpec {
  name: string;
  kind: VoiceKind;
  source: VoiceSource;
}

/** Real speech found in Debian packages: pocketsphinx-testdata's LibriVox reader and its "cards" speaker. */
export function recordedVoices(): VoiceSpec[] {
  const out: VoiceSpec[] = [];
  const librivox = librivoxClips().map((c) => c.wav);
  if (librivox.length >= 3) out.push({ name: 'librivox-reader', kind: 'recorded', source: { recordings: librivox } });
  const cardsDir = join(LIBRIVOX_DIR, '..', 'cards');
  const cards = ['001', '002', '003', '004', '005'].map((id) => join(cardsDir, `${id}.wav`)).filter((path) => existsSync(path));
  if (cards.length === 5) out.push({ name: 'cards-speaker', kind: 'recorded', source: { recordings: cards } });
  return out;
}

const espeak = (name: string, args: string[]): VoiceSpec => ({ name, kind: 'espeak-ng', source: { program: 'espeak-ng', args } });
const flite = (voice: string): VoiceSpec => ({ name: `flite-${voice}`, kind: 'flite', source: { program: 'flite', voice } });
const shifted = (name: string, base: VoiceSpec, effect: string[]): VoiceSpec => ({ name, kind: 'shifted', source: { shift: base, effect } });

const FLITE = ['kal', 'kal16', 'awb', 'rms', 'slt'].map(flite);
const ESPEAK = [
  espeak('espeak-m1', ['-v', 'en-us+m1', '-p', '45']),
  espeak('espeak-m2', ['-v', 'en-us+m2', '-p', '40']),
  espeak('espeak-m3', ['-v', 'en-us+m3', '-p', '30']),
  espeak('espeak-gb-m4', ['-v', 'en-gb+m4', '-p', '50']),
  espeak('espeak-m5', ['-v', 'en-us+m5', '-p', '35']),
  espeak('espeak-scot-m6', ['-v', 'en-gb-scotland+m6', '-p', '55']),
  espeak('espeak-m7', ['-v', 'en-us+m7', '-p', '40']),
  espeak('espeak-f1', ['-v', 'en-us+f1', '-p', '60']),
  espeak('espeak-gb-f2', ['-v', 'en-gb+f2', '-p', '70']),
  espeak('espeak-f3', ['-v', 'en-us+f3', '-p', '65']),
  espeak('espeak-f4', ['-v', 'en-us+f4', '-p', '80']),
  espeak('espeak-029-f5', ['-v', 'en-029+f5', '-p', '75']),
];

/**
 * The voices evaluated: real readers, flite's five voices, twelve espeak-ng variants (seven male
 * timbres, five female, several accents and pitches), and sox-moved copies (`pitch` and `speed`
 * move pitch and formants together: a smaller or larger speaker).
 */
export function evaluationVoices(): VoiceSpec[] {
  const recorded = recordedVoices();
  const byName = (name: string) => [...FLITE, ...ESPEAK].find((v) => v.name === name)!;
  const moved = [
    shifted('slt-down', byName('flite-slt'), ['pitch', '-300']),
    shifted('rms-slow', byName('flite-rms'), ['speed', '0.88']),
    shifted('awb-up', byName('flite-awb'), ['pitch', '250']),
    shifted('kal16-fast', byName('flite-kal16'), ['speed', '1.1']),
    shifted('m3-down', byName('espeak-m3'), ['pitch', '-300']),
  ];
  if (recorded[0]) moved.push(shifted('librivox-up', recorded[0], ['pitch', '350']));
  return [...recorded, ...FLITE, ...ESPEAK, ...moved];
}

/**
 * Voices for learning a background (the mean of many voices): espeak-ng's named variants, none of
 * them among the evaluation voices, so nothing measured was seen in training.
 */
export function backgroundVoices(): VoiceSpec[] {
  const variants = ['Andy', 'Annie', 'Benjamin', 'David', 'Ed', 'Gene', 'Jacky', 'Linda', 'Michael', 'Mike', 'Paul', 'Rob', 'Steph', 'Zac', 'anika', 'klatt2', 'norbert', 'travis', 'victor', 'shelby'];
  const bases = ['en', 'en-us', 'en-gb-x-rp', 'en-029'];
  return variants.map((variant, i) => espeak(`background-${variant}`, ['-v', `${bases[i % bases.length]}+${variant}`, '-p', String(35 + ((i * 13) % 45))]));
}

const run = (program: string, args: string[]) => void execFileSync(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Whether a voice's speech is its recordings (a recorded voice, or one moved from it) rather than texts said. */
export function isRecorded(voice: VoiceSpec): boolean {
  const source = voice.source;
  return 'recordings' in source || ('shift' in source && isRecorded(source.shift));
}

/**
 * What a voice says, 16 kHz mono, silence at the ends trimmed: a synthetic voice says each text; a
 * recorded voice answers all its recordings whatever the texts (they are what that person said).
 */
export async function utterances(voice: VoiceSpec, texts: readonly string[], scratch: string): Promise<Float32Array[]> {
  const source = voice.source;
  if ('recordings' in source) {
    return Promise.all(source.recordings.map(async (path, i) => trimSilence(await samplesOf(to16k(path, join(scratch, `rec-${i}.wav`))))));
  }
  if ('shift' in source) {
    const baseDir = join(scratch, 'base');
    mkdirSync(baseDir, { recursive: true });
    const base = await utterances(source.shift, texts, baseDir);
    return Promise.all(base.map(async (samples, i) => trimSilence(await samplesOf(to16k(writeWav(join(scratch, `base-${i}.wav`), samples), join(scratch, `moved-${i}.wav`), source.effect)))));
  }
  const out: Float32Array[] = [];
  for (const [i, text] of texts.entries()) {
    const raw = join(scratch, `raw-${i}.wav`);
    if (source.program === 'flite') run('flite', ['-voice', source.voice, '-t', text, '-o', raw]);
    else run('espeak-ng', [...source.args, '-s', '160', '-w', raw, '--', text]);
    out.push(trimSilence(await samplesOf(to16k(raw, join(scratch, `utt-${i}.wav`)))));
  }
  return out;
}

/** Any WAV to 16 kHz mono 16-bit, with sox effects after the conversion. */
export function to16k(input: string, output: string, effects: string[] = []): string {
  run('sox', ['-V1', input, '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', output, ...effects]);
  return output;
}

/** Leading and trailing near-silence cut (under 1 % of full scale), so a part's edges are its speech. */
export function trimSilence(samples: Float32Array, level = 0.01): Float32Array {
  let first = 0;
  let last = samples.length - 1;
  while (first < last && Math.abs(samples[first]!) < level) first++;
  while (last > first && Math.abs(samples[last]!) < level) last--;
  return samples.slice(first, last + 1);
}
