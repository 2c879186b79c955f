import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRIVOX_DIR, librivoxClips, samplesOf, writeWav } from '@speechdeck/testing';

export type VoiceKind = 'recorded' | 'flite' | 'espeak-ng' | 'shifted';

/**
 * How a voice is made: a program's voice, recordings of one person (the first `enrollCount` of them
 * enroll when given, else the first ~40 % of the speech), or another voice moved by sox.
 */
export type VoiceSource =
  | { program: 'flite'; voice: string }
  | { program: 'espeak-ng'; args: string[] }
  | { recordings: string[]; enrollCount?: number }
  | { shift: VoiceSpec; effect: string[] };

export interface VoiceSpec {
  name: string;
  kind: VoiceKind;
  source: VoiceSource;
  /**
   * Recordings of the same person in another language: test clips of the condition
   * 'other-language' (clean) scored against this voice, never a voice of their own (an identity of
   * their own would score the right answer as wrong).
   */
  otherLanguage?: string[];
}

/** Debian's Asterisk prompt packages (`asterisk-core-sounds-*-wav`, `asterisk-prompt-it-menardi-wav`). */
const ASTERISK_SOUNDS = '/usr/share/asterisk/sounds';

/**
 * Five professional voices recorded for Asterisk, 8 kHz mono (telephone band): Allison Smith
 * (English), June Wallack (Canadian French), Carlo Flora (Italian), ivrvoice.ru's Russian voice,
 * Paola Dal Zot (Italian). In this order so that the recorded voices' halves (alternating, after
 * the two pocketsphinx speakers) put Allison in the test half, where her Spanish is counted.
 */
const ASTERISK_VOICES = [
  { name: 'asterisk-june-fr', folder: 'fr_CA_f_June' },
  { name: 'asterisk-allison-en', folder: 'en_US_f_Allison', otherLanguage: 'es_MX_f_Allison' },
  { name: 'asterisk-paola-it', folder: 'it_IT_f_Menardi' },
  { name: 'asterisk-carlo-it', folder: 'it_IT_m_Carlo' },
  { name: 'asterisk-ru-f', folder: 'ru_RU_f_IvrvoiceRU' },
];

/**
 * A voice's prompts picked without listening: the folder's own WAVs (not its digits, letters, ...
 * subfolders) in sorted file-name order, those of 1.5-6 s (no beeps or tones, no long menus), until
 * they last `seconds` (the prompts are cut close: trimming takes next to nothing). [] when the
 * folder is not installed or has too little.
 */
function asteriskPrompts(folder: string, seconds: number): { path: string; seconds: number }[] {
  const dir = join(ASTERISK_SOUNDS, folder);
  if (!existsSync(dir)) return [];
  const out: { path: string; seconds: number }[] = [];
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.wav')).sort()) {
    if (total >= seconds) break;
    const path = join(dir, file);
    const duration = wavSeconds(path);
    if (duration < 1.5 || duration > 6) continue;
    out.push({ path, seconds: duration });
    total += duration;
  }
  return total >= seconds ? out : [];
}

/** A sound file's duration in seconds, as sox reads its header. */
const wavSeconds = (path: string) => Number(execFileSync('soxi', ['-D', path], { encoding: 'utf8' }));

/**
 * Real speech found in Debian packages: pocketsphinx-testdata's LibriVox reader and its "cards"
 * speaker, and the Asterisk prompt voices that are installed (evaluation data only, read where
 * Debian put them). Allison Smith's Spanish prompts are her English voice's 'other-language' probes.
 */
export function recordedVoices(): VoiceSpec[] {
  const out: VoiceSpec[] = [];
  const librivox = librivoxClips().map((c) => c.wav);
  if (librivox.length >= 3) out.push({ name: 'librivox-reader', kind: 'recorded', source: { recordings: librivox } });
  const cardsDir = join(LIBRIVOX_DIR, '..', 'cards');
  const cards = ['001', '002', '003', '004', '005'].map((id) => join(cardsDir, `${id}.wav`)).filter((path) => existsSync(path));
  if (cards.length === 5) out.push({ name: 'cards-speaker', kind: 'recorded', source: { recordings: cards } });
  for (const voice of ASTERISK_VOICES) {
    const prompts = asteriskPrompts(voice.folder, 2 * (ASTERISK_ENROLL_SECONDS + ASTERISK_TEST_SECONDS));
    if (prompts.length === 0) continue;
    // The first prompts whose length is nearest 10 s enroll; the next ones until 22 s test.
    let enrollCount = 0;
    let enrolled = 0;
    while (Math.abs(enrolled + prompts[enrollCount]!.seconds - ASTERISK_ENROLL_SECONDS) < Math.abs(enrolled - ASTERISK_ENROLL_SECONDS)) enrolled += prompts[enrollCount++]!.seconds;
    let end = enrollCount;
    for (let tested = 0; tested < ASTERISK_TEST_SECONDS; ) tested += prompts[end++]!.seconds;
    const otherLanguage = voice.otherLanguage ? asteriskPrompts(voice.otherLanguage, ASTERISK_TEST_SECONDS).map((p) => p.path) : [];
    out.push({
      name: voice.name,
      kind: 'recorded',
      source: { recordings: prompts.slice(0, end).map((p) => p.path), enrollCount },
      ...(otherLanguage.length > 0 ? { otherLanguage } : {}),
    });
  }
  return out;
}

/**
 * Seconds of an Asterisk voice's prompts (as stored) that enroll, the first ones (~10 s, as the
 * LibriVox reader's), and that test after them: two 10 s clips, with the 0.3 s pauses between
 * prompts to spare. Allison's Spanish prompts last as long as a test passage.
 */
const ASTERISK_ENROLL_SECONDS = 10;
const ASTERISK_TEST_SECONDS = 22;

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
 * The voices evaluated: real speakers, flite's five voices, twelve espeak-ng variants (seven male
 * timbres, five female, several accents and pitches), and sox-moved copies (`pitch` and `speed`
 * move pitch and formants together: a smaller or larger speaker).
 */
export function evaluationVoices(): VoiceSpec[] {
  const recorded = recordedVoices();
  const librivox = recorded.find((v) => v.name === 'librivox-reader');
  const byName = (name: string) => [...FLITE, ...ESPEAK].find((v) => v.name === name)!;
  const moved = [
    shifted('slt-down', byName('flite-slt'), ['pitch', '-300']),
    shifted('rms-slow', byName('flite-rms'), ['speed', '0.88']),
    shifted('awb-up', byName('flite-awb'), ['pitch', '250']),
    shifted('kal16-fast', byName('flite-kal16'), ['speed', '1.1']),
    shifted('m3-down', byName('espeak-m3'), ['pitch', '-300']),
  ];
  if (librivox) moved.push(shifted('librivox-up', librivox, ['pitch', '350']));
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
