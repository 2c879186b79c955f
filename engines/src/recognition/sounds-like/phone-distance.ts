/**
 * How far apart two pronunciations sound, in the CMU phones of the pronouncer (ARPAbet without
 * stress): an edit distance whose costs follow what a recognizer confuses. Vowels for vowels are
 * cheap (an unstressed vowel is any vowel), consonants that differ in voicing or by a little
 * (P/B, S/Z, M/N, L/R) half price, anything else full price; a vowel dropped or added costs less
 * than a consonant.
 */

const VOWELS: ReadonlySet<string> = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/** Consonants (and a vowel with its glide) a recognizer hears one for the other. */
const NEAR_PAIRS: readonly (readonly [string, string])[] = [
  ['P', 'B'], ['T', 'D'], ['K', 'G'], ['F', 'V'], ['S', 'Z'], ['SH', 'ZH'], ['CH', 'JH'], ['TH', 'DH'],
  ['M', 'N'], ['N', 'NG'], ['L', 'R'], ['S', 'SH'], ['T', 'TH'], ['D', 'DH'], ['Y', 'IY'], ['W', 'UW'], ['ER', 'R'],
];
const NEAR: ReadonlySet<string> = new Set(NEAR_PAIRS.flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]));

export const PHONE_COSTS = {
  /** One vowel for another. */
  vowel: 0.4,
  /** One of NEAR_PAIRS for the other. */
  near: 0.5,
  /** Any other substitution. */
  other: 1,
  /** A vowel dropped or added. */
  vowelGap: 0.6,
  /** A consonant dropped or added. */
  consonantGap: 0.8,
} as const;

export const isVowel = (phone: string) => VOWELS.has(phone);

/** The cost of hearing `a` where `b` was said (symmetric). */
export function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  if (VOWELS.has(a) && VOWELS.has(b)) return PHONE_COSTS.vowel;
  if (NEAR.has(`${a} ${b}`)) return PHONE_COSTS.near;
  return PHONE_COSTS.other;
}

/** The cost of a phone heard that was not said, or said and not heard. */
export const gapCost = (phone: string) => (VOWELS.has(phone) ? PHONE_COSTS.vowelGap : PHONE_COSTS.consonantGap);

/** The weighted edit distance between two phone sequences (0 when the same). */
export function phoneDistance(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1);
  previous[0] = 0;
  for (let j = 1; j <= b.length; j++) previous[j] = previous[j - 1]! + gapCost(b[j - 1]!);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = previous[0]! + gapCost(a[i - 1]!);
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + gapCost(a[i - 1]!), row[j - 1]! + gapCost(b[j - 1]!), previous[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** phoneDistance over the length of what was said (`said`): 0 the same, 0.35 about a third of it misheard. */
export const normalizedPhoneDistance = (heard: readonly string[], said: readonly string[]) => phoneDistance(heard, said) / Math.max(1, said.length);
