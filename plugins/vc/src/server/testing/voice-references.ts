import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { librivoxClips } from '@speechdeck/testing';

export type ReferenceKind = 'recorded' | 'flite' | 'espeak-ng' | 'shifted';

export interface VoiceReference {
  label: string;
  kind: ReferenceKind;
  /** 16 kHz mono WAV. */
  wav: string;
}

/** What the synthetic references say: not the text cloned, as a user's recording would not be. */
export const REFERENCE_TEXT = 'On a bright morning in early spring, the old ferryman rowed his boat across the wide river, humming a slow song about the mountains, the harbour and the sea.';

/** What every reference's voice is asked to say: Aesop's North Wind and the Sun, the phoneticians' passage. */
export const CLONED_TEXT = 'The north wind and the sun were disputing which was the stronger, when a traveler came along wrapped in a warm cloak. They agreed that the one who first succeeded in making the traveler take his cloak off should be considered stronger than the other.';

const run = (program: string, args: string[]) => void execFileSync(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
const to16kMono = (input: string, output: string) => run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', input, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', output]);

/**
 * Different voices, real and synthetic, made in `dir`: the LibriVox reader (Debian's
 * pocketsphinx-testdata), flite's five voices, espeak-ng variants, and sox-shifted copies (sox's
 * `pitch` and `speed` move pitch and formants together: a smaller or larger speaker).
 */
export function buildVoiceReferences(dir: string): VoiceReference[] {
  const references: VoiceReference[] = [];
  const clips = librivoxClips();
  for (const index of [0, 2, 3]) {
    const clip = clips[index];
    if (!clip) continue;
    const wav = join(dir, `librivox-${clip.id.slice(-4)}.wav`);
    to16kMono(clip.wav, wav);
    references.push({ label: `LibriVox reader ${clip.id.slice(-4)}`, kind: 'recorded', wav });
  }
  for (const voice of ['slt', 'rms', 'awb', 'kal16', 'kal']) {
    const raw = join(dir, `flite-${voice}-raw.wav`);
    run('flite', ['-voice', voice, '-t', REFERENCE_TEXT, '-o', raw]);
    references.push({ label: `flite ${voice}`, kind: 'flite', wav: converted(raw, join(dir, `flite-${voice}.wav`)) });
  }
  for (const variant of ['en+f3', 'en+m7', 'en-us+f4']) {
    const raw = join(dir, `espeak-${variant}-raw.wav`);
    run('espeak-ng', ['-v', variant, '-w', raw, '--', REFERENCE_TEXT]);
    references.push({ label: `espeak-ng ${variant}`, kind: 'espeak-ng', wav: converted(raw, join(dir, `espeak-${variant}.wav`)) });
  }
  const shifted: [string, string, string[]][] = [
    ['LibriVox reader, pitch +4 semitones', 'librivox-up', ['pitch', '400']],
    ['flite rms, speed 0.88 (lower, longer tract)', 'rms-down', ['speed', '0.88']],
    ['espeak-ng en+m3, pitch -3 semitones', 'm3-down', ['pitch', '-300']],
  ];
  const sources: Record<string, string> = { 'librivox-up': references[0]?.wav ?? '', 'rms-down': join(dir, 'flite-rms.wav'), 'm3-down': espeakM3(dir) };
  for (const [label, name, effect] of shifted) {
    if (!sources[name]) continue;
    const wav = join(dir, `shifted-${name}.wav`);
    run('sox', [sources[name]!, '-r', '16000', '-b', '16', wav, ...effect]);
    references.push({ label, kind: 'shifted', wav });
  }
  return references;
}

function converted(raw: string, wav: string): string {
  to16kMono(raw, wav);
  return wav;
}

function espeakM3(dir: string): string {
  const raw = join(dir, 'espeak-en+m3-raw.wav');
  run('espeak-ng', ['-v', 'en+m3', '-w', raw, '--', REFERENCE_TEXT]);
  return converted(raw, join(dir, 'espeak-en+m3.wav'));
}
