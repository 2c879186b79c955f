/**
 * espeak-ng's English phoneme names (its `-x` output for the en-us voice) onto the CMU phones of
 * pocketsphinx's en-us model. Built from espeak-ng's output for a sample of the CMU dictionary and
 * checked against it (espeak-pronouncer.test.ts measures the phone error rate).
 */
const ESPEAK_TO_CMU: Readonly<Record<string, readonly string[]>> = {
  // vowels
  a: ['AE'], aa: ['AE'], 'a#': ['AH'], a2: ['AH'], 'A:': ['AA'], 'A@': ['AA', 'R'], '0': ['AA'], '02': ['AA'],
  '@': ['AH'], '@-': ['AH'], '@2': ['AH'], '@5': ['AH'], '@L': ['AH', 'L'], V: ['AH'],
  '3': ['ER'], '3:': ['ER'], 'r-': ['ER'],
  E: ['EH'], e: ['EH'], 'e@': ['EH', 'R'], eI: ['EY'],
  i: ['IY'], 'i:': ['IY'], 'i@': ['IY', 'AH'], 'i@3': ['IH', 'R'],
  I: ['IH'], I2: ['IH'], 'I#': ['IH'],
  'O:': ['AO'], 'O@': ['AO', 'R'], 'o@': ['AO', 'R'], O2: ['AO'], OI: ['OY'], oU: ['OW'],
  U: ['UH'], 'u:': ['UW'], 'U@': ['UH', 'R'],
  aI: ['AY'], aI3: ['AY', 'ER'], 'aI@': ['AY', 'AH'], aU: ['AW'], 'aU@': ['AW', 'ER'],
  // consonants
  p: ['P'], b: ['B'], t: ['T'], 't#': ['T'], t2: ['T'], '?': ['T'], d: ['D'], 'd#': ['D'], k: ['K'], x: ['K'], g: ['G'],
  f: ['F'], v: ['V'], T: ['TH'], D: ['DH'], s: ['S'], z: ['Z'], S: ['SH'], Z: ['ZH'], h: ['HH'],
  tS: ['CH'], dZ: ['JH'], m: ['M'], n: ['N'], 'n-': ['AH', 'N'], N: ['NG'], l: ['L'], 'l-': ['AH', 'L'],
  r: ['R'], w: ['W'], j: ['Y'],
};

/** Stress and syllable marks espeak-ng writes before a phoneme; ';' marks palatalization. */
const MARKS = /[',=%;]/g;

/**
 * One word's espeak-ng phonemes (as printed with `--sep=_`, words of a phrase separated by spaces)
 * in CMU phones, or null when a phoneme has no counterpart (so no wrong pronunciation is made up).
 */
export function espeakToCmu(espeak: string): string[] | null {
  const phones: string[] = [];
  for (const token of espeak.trim().split(/[_\s]+/)) {
    const name = token.replace(MARKS, '');
    if (name === '') continue;
    const cmu = ESPEAK_TO_CMU[name];
    if (!cmu) return null;
    phones.push(...cmu);
  }
  return phones.length > 0 ? phones : null;
}
