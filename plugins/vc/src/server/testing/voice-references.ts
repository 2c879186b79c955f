import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { librivoxClips } from '@speechdeck/testing';

export type ReferenceKind = 'recorded' | 'flite' | 'espeak-ng' | 'shifted';

export interface VoiceReference {
  /** Short and stable, for picking references: 'librivox-0870', 'flite-rms', 'rms-down', ... */
  id: string;
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

/** Makes (once per folder) and answers a 16 kHz mono WAV in `dir`. */
type Make = (dir: string) => string;

function once(name: string, make: (wav: string, dir: string) => void): Make {
  return (dir) => {
    const wav = join(dir, `${name}.wav`);
    if (!existsSync(wav)) make(wav, dir);
    return wav;
  };
}

const librivox = (index: number): Make | null => {
  const clip = librivoxClips()[index];
  return clip ? once(`librivox-${clip.id.slice(-4)}`, (wav) => to16kMono(clip.wav, wav)) : null;
};
const flite = (voice: string): Make => once(`flite-${voice}`, (wav, dir) => {
  const raw = join(dir, `flite-${voice}-raw.wav`);
  run('flite', ['-voice', voice, '-t', REFERENCE_TEXT, '-o', raw]);
  to16kMono(raw, wav);
});
const espeak = (variant: string): Make => once(`espeak-${variant}`, (wav, dir) => {
  const raw = join(dir, `espeak-${variant}-raw.wav`);
  run('espeak-ng', ['-v', variant, '-w', raw, '--', REFERENCE_TEXT]);
  to16kMono(raw, wav);
});
/** sox's `pitch` and `speed` move pitch and formants together: a smaller or larger speaker. */
const shifted = (name: string, source: Make | null, effect: string[]): Make | null =>
  source && once(`shifted-${name}`, (wav, dir) => run('sox', [source(dir), '-r', '16000', '-b', '16', wav, ...effect]));

interface Recipe {
  id: string;
  label: string;
  kind: ReferenceKind;
  make: Make | null;
}

const librivoxLabel = (index: number) => `LibriVox reader ${librivoxClips()[index]?.id.slice(-4) ?? '(missing)'}`;

/** The set, in the order the bench and the README list it. A recording missing here (no pocketsphinx-testdata) is left out. */
function recipes(): Recipe[] {
  return [
    ...[0, 2, 3].map((index) => ({ id: `librivox-${librivoxClips()[index]?.id.slice(-4)}`, label: librivoxLabel(index), kind: 'recorded' as const, make: librivox(index) })),
    ...['slt', 'rms', 'awb', 'kal16', 'kal'].map((voice) => ({ id: `flite-${voice}`, label: `flite ${voice}`, kind: 'flite' as const, make: flite(voice) })),
    ...['en+f3', 'en+m7', 'en-us+f4'].map((variant) => ({ id: `espeak-${variant}`, label: `espeak-ng ${variant}`, kind: 'espeak-ng' as const, make: espeak(variant) })),
    { id: 'librivox-up', label: 'LibriVox reader, pitch +4 semitones', kind: 'shifted', make: shifted('librivox-up', librivox(0), ['pitch', '400']) },
    { id: 'rms-down', label: 'flite rms, speed 0.88 (lower, longer tract)', kind: 'shifted', make: shifted('rms-down', flite('rms'), ['speed', '0.88']) },
    { id: 'm3-down', label: 'espeak-ng en+m3, pitch -3 semitones', kind: 'shifted', make: shifted('m3-down', espeak('en+m3'), ['pitch', '-300']) },
  ];
}

/**
 * Different voices, real and synthetic, made in `dir`: the LibriVox reader (Debian's
 * pocketsphinx-testdata), flite's five voices, espeak-ng variants, and sox-shifted copies. `ids`
 * picks some of them (in the set's order); without it, all fourteen are made.
 */
export function buildVoiceReferences(dir: string, ids?: readonly string[]): VoiceReference[] {
  const unknown = ids?.filter((id) => !recipes().some((recipe) => recipe.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`No voice reference ${unknown.join(', ')}.`);
  return recipes()
    .filter((recipe) => !ids || ids.includes(recipe.id))
    .flatMap(({ make, ...reference }) => (make ? [{ ...reference, wav: make(dir) }] : []));
}
