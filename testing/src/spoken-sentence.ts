import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The synthetic voices test sentences (medical terms, a user's vocabulary) are spoken with: flite's (BSD-style) and espeak-ng's (GPL-3, run as programs). */
export const VOICES = ['flite:slt', 'flite:awb', 'flite:rms', 'espeak:en-us'] as const;
export type Voice = (typeof VOICES)[number];

/**
 * A sentence spoken by a voice, as a 16 kHz mono WAV in `dir` (kept: the same sentence and voice
 * is not spoken twice). Speech from these voices is harder for pocketsphinx than a person's
 * (DESIGN §9: flite ~35 %, espeak-ng 80-90 % WER), which is why the tests that need a word heard
 * use flite's slt.
 */
export function spokenSentence(dir: string, voice: Voice, text: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const wav = join(dir, `${name}-${voice.replace(':', '-')}.wav`);
  if (existsSync(wav)) return wav;
  const raw = `${wav}.raw.wav`;
  const [engine, id] = voice.split(':') as [string, string];
  if (engine === 'flite') execFileSync('flite', ['-voice', id, '-t', text, '-o', raw]);
  else execFileSync('espeak-ng', ['-v', id, '-w', raw, '--', text]);
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', raw, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav]);
  rmSync(raw, { force: true });
  return wav;
}

