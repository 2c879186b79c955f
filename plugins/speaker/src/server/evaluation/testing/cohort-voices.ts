import type { VoiceSpec } from './evaluation-voices.ts';

/** What the cohort voices say: none of the evaluation's sentences. */
export const COHORT_TEXTS = [
  'A rainbow is a division of white light into many beautiful colors seen after a summer shower.',
  'The boy was there when the sun rose, and he watched the boats drift slowly out of the bay.',
  'Whenever the market opens early, the baker sells his bread before the street is even awake.',
];

const espeak = (name: string, args: string[]): VoiceSpec => ({ name, kind: 'espeak-ng', source: { program: 'espeak-ng', args } });
const flite = (voice: string): VoiceSpec => ({ name: `flite-${voice}`, kind: 'flite', source: { program: 'flite', voice } });
const shifted = (name: string, base: VoiceSpec, effect: string[]): VoiceSpec => ({ name, kind: 'shifted', source: { shift: base, effect } });

const VARIANTS = ['Andy', 'Annie', 'Benjamin', 'David', 'Ed', 'Gene', 'Jacky', 'Linda', 'Michael', 'Mike', 'Paul', 'Rob', 'Steph', 'Zac', 'anika', 'klatt2', 'norbert', 'travis', 'victor', 'shelby'];
const BASES = ['en', 'en-us', 'en-gb-x-rp', 'en-029'];
/** flite voices moved by sox in ways none of the evaluation's moved voices is. */
const FLITE_MOVES: [string, string[]][] = [
  ['kal', ['pitch', '250']],
  ['kal16', ['pitch', '-250']],
  ['awb', ['pitch', '-250']],
  ['awb', ['speed', '1.12']],
  ['rms', ['pitch', '300']],
  ['rms', ['speed', '1.1']],
  ['slt', ['pitch', '350']],
  ['slt', ['speed', '0.9']],
  ['kal16', ['pitch', '400']],
  ['rms', ['pitch', '-400']],
];

/**
 * The score-normalization cohort (`engines/src/speaker/embedding/<embedder id>-cohort.ts`, written by
 * `write-cohort.ts`): 50 voices, none of them evaluated: espeak-ng's 20 named variants, the same
 * variants on another accent and pitch moved 2-5 semitones by sox, and flite's voices moved by sox.
 */
export function cohortVoices(): VoiceSpec[] {
  const named = VARIANTS.map((v, i) => espeak(`cohort-${v}`, ['-v', `${BASES[i % BASES.length]}+${v}`, '-p', String(35 + ((i * 13) % 45))]));
  const moved = VARIANTS.map((v, i) =>
    shifted(`cohort-${v}-moved`, espeak(`cohort-${v}-base`, ['-v', `${BASES[(i + 1) % BASES.length]}+${v}`, '-p', String(30 + ((i * 17) % 50))]), i % 2 ? ['pitch', String(200 + 20 * i)] : ['pitch', String(-200 - 15 * i)]),
  );
  const flites = FLITE_MOVES.map(([voice, effect], i) => shifted(`cohort-flite-${voice}-${i}`, flite(voice), effect));
  return [...named, ...moved, ...flites];
}
