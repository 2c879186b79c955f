import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ffmpeg, joinParts, samplesOf } from '@speechdeck/testing';

/** Four sentences every voice says: enrollment takes some, identification another. */
export const SENTENCES = [
  'The quick brown fox jumps over the lazy dog while the farmer watches from the old wooden gate near the river.',
  'Every morning she walks to the market to buy fresh bread, some cheese and a basket of red apples for the family.',
  'Our train was late again, so we waited on the cold platform and talked about the holidays we planned in the mountains.',
  'Please remember to close the windows before you leave the house, because the weather report promised heavy rain tonight.',
] as const;

/** Clearly different synthetic voices: flite's and an espeak-ng variant. */
export const VOICES = {
  slt: ['flite', '-voice', 'slt'],
  rms: ['flite', '-voice', 'rms'],
  kal: ['flite', '-voice', 'kal'],
  f3: ['espeak-ng', '-v', 'en+f3'],
} as const;
export type VoiceName = keyof typeof VOICES;

/** One sentence in one voice as a 16 kHz mono WAV in `dir`. */
export function say(dir: string, voice: VoiceName, sentence: number): string {
  const raw = join(dir, `${voice}-${sentence}-raw.wav`);
  const wav = join(dir, `${voice}-${sentence}.wav`);
  const [program, ...args] = VOICES[voice];
  const text = SENTENCES[sentence]!;
  execFileSync(program, program === 'flite' ? [...args, '-t', text, '-o', raw] : [...args, '-w', raw, '--', text], { stdio: 'ignore' });
  ffmpeg('-i', raw, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav);
  return wav;
}

/** Sentences (voice, sentence index) joined with pauses into one WAV; answers where each voice speaks. */
export async function conversation(path: string, lines: readonly [VoiceName, number][], dir: string, pauseSec = 0.5) {
  const parts = [];
  for (const [voice, sentence] of lines) parts.push({ label: voice, samples: await samplesOf(say(dir, voice, sentence)) });
  return joinParts(path, parts, pauseSec);
}

/**
 * The recording the analysis tests share, in `dir`: Ann (slt) talking with a voice nobody enrolls
 * (kal) in four turns (`truth`: where each speaks), and Ann's enrollment clip, two sentences the
 * talk does not hold.
 */
export async function annTalksWithStranger(dir: string) {
  const talk = join(dir, 'talk.wav');
  const annEnroll = join(dir, 'ann-enroll.wav');
  const truth = await conversation(talk, [['slt', 2], ['kal', 0], ['slt', 3], ['kal', 1]], dir);
  await conversation(annEnroll, [['slt', 0], ['slt', 1]], dir, 0.4);
  return { talk, annEnroll, truth };
}
