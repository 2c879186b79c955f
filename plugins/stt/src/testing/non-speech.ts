import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Audio with no speech in it: a recognizer must write no words for any of it. */
export const NON_SPEECH = {
  silence: 'digital silence',
  music: 'plucked chords over a sine bass (C, Am, F, G), one a second, at -6 dBFS peak',
  noise: 'pink noise, -24 dBFS RMS',
} as const;
export type NonSpeechName = keyof typeof NON_SPEECH;

/** Chords of the tune, as sox's note names: three plucked strings over a sine bass. */
const CHORDS = [
  ['C3', 'E4', 'G4', 'C2'],
  ['A2', 'C4', 'E4', 'A1'],
  ['F2', 'A3', 'C4', 'F1'],
  ['G2', 'B3', 'D4', 'G1'],
];

/**
 * Builds each of NON_SPEECH as a 16 kHz mono WAV of `seconds` into `dir` with sox (repeatable:
 * the same noise every run), answering the files by name.
 */
export function buildNonSpeech(dir: string, seconds = 60): Record<NonSpeechName, string> {
  const sox = (...args: string[]) => execFileSync('sox', ['-R', ...args]);
  const wav = ['-r', '16000', '-c', '1', '-b', '16'];
  const files = { silence: join(dir, 'silence.wav'), music: join(dir, 'music.wav'), noise: join(dir, 'noise.wav') };
  sox('-n', ...wav, files.silence, 'trim', '0', String(seconds));
  sox('-n', ...wav, files.noise, 'synth', String(seconds), 'pinknoise', 'vol', '0.3');
  const chords = CHORDS.map(([a, b, c, bass], i) => {
    const file = join(dir, `chord-${i}.wav`);
    sox('-n', ...wav, file, 'synth', '1', 'pluck', a!, 'pluck', b!, 'pluck', c!, 'sine', bass!, 'remix', '-', 'fade', '0', '1', '0.1');
    return file;
  });
  sox(...chords, files.music, 'repeat', String(Math.ceil(seconds / CHORDS.length) - 1), 'trim', '0', String(seconds), 'gain', '-n', '-6');
  return files;
}
