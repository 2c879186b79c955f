/**
 * Doses as people say and recognizers write them: an amount with a medicine's unit ("500 mg",
 * "five hundred milligrams", "two tablets", "10 ünite", "500 mg'lık") and how often
 * ("twice daily", "three times a day", "every 8 hours", "günde iki kez", "8 saatte bir", "bid").
 * Words come normalized (lower case, outer punctuation removed); `forms` undoes inflections.
 */
interface DoseLanguage {
  numbers: ReadonlySet<string>;
  /** Words that may join number words: "one hundred and fifty", "bir buçuk". */
  joiners: ReadonlySet<string>;
  units: ReadonlySet<string>;
  frequency: (words: readonly string[], at: number, isNumber: (word: string | undefined) => boolean) => number;
}

const DIGITS = /^\d+(?:[.,]\d+)?$/;
const GLUED = /^\d+(?:[.,]\d+)?(?:mg|g|gr|mcg|µg|ml|cc|iu|units?)$/;

const ENGLISH: DoseLanguage = {
  numbers: new Set([
    'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
    'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty',
    'ninety', 'hundred', 'thousand', 'half', 'a', 'an', 'point',
  ]),
  joiners: new Set(['and']),
  units: new Set([
    'mg', 'milligram', 'milligrams', 'g', 'gram', 'grams', 'gm', 'mcg', 'µg', 'microgram', 'micrograms', 'ml', 'milliliter', 'milliliters',
    'millilitre', 'millilitres', 'cc', 'unit', 'units', 'iu', 'tablet', 'tablets', 'pill', 'pills', 'capsule', 'capsules', 'drop', 'drops',
    'puff', 'puffs', 'teaspoon', 'teaspoons', 'tablespoon', 'tablespoons', 'sachet', 'sachets', 'mg/kg',
  ]),
  frequency(words, at, isNumber) {
    const w = (i: number) => words[at + i];
    if (/^(bid|tid|qid|qd|prn|q\d+h)$/.test(w(0) ?? '')) return 1;
    // once daily, twice a day, three times per day
    let n = 0;
    if (['once', 'twice', 'thrice'].includes(w(0) ?? '')) n = 1;
    else if (isNumber(w(0)) && w(1) === 'times') n = 2;
    if (n > 0) {
      if (w(n) === 'daily') return n + 1;
      if (['a', 'per', 'every'].includes(w(n) ?? '') && w(n + 1) === 'day') return n + 2;
      return 0;
    }
    // every 8 hours, every four to six hours
    if (w(0) === 'every') {
      let i = 1;
      while (isNumber(w(i)) || (i > 1 && w(i) === 'to')) i++;
      if (i > 1 && ['hour', 'hours'].includes(w(i) ?? '')) return i + 1;
    }
    return 0;
  },
};

const TURKISH: DoseLanguage = {
  numbers: new Set(['bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış',
    'yetmiş', 'seksen', 'doksan', 'yüz', 'bin', 'buçuk', 'yarım']),
  joiners: new Set(),
  units: new Set(['mg', 'miligram', 'mcg', 'mikrogram', 'g', 'gr', 'gram', 'ml', 'mililitre', 'cc', 'ünite', 'iu', 'tablet', 'hap',
    'kapsül', 'damla', 'ölçek', 'kaşık', 'puf', 'şase']),
  frequency(words, at, isNumber) {
    const w = (i: number) => words[at + i];
    // günde iki kez / kere / defa
    if (w(0) === 'günde' && isNumber(w(1)) && ['kez', 'kere', 'defa', 'sefer'].includes(w(2) ?? '')) return 3;
    // 8 saatte bir
    if (isNumber(w(0)) && w(1) === 'saatte' && w(2) === 'bir') return 3;
    return 0;
  },
};

const LANGUAGES: Readonly<Record<string, DoseLanguage>> = { en: ENGLISH, tr: TURKISH };

/** How many words from `at` make a dose, or 0. */
export function doseLength(words: readonly string[], at: number, language: string, forms: (word: string) => readonly string[]): number {
  const lang = LANGUAGES[language];
  if (!lang) return 0;
  const isNumber = (word: string | undefined) => word !== undefined && (DIGITS.test(word) || lang.numbers.has(word));
  const isUnit = (word: string | undefined) => word !== undefined && forms(word).some((form) => lang.units.has(form));
  const word = words[at];
  if (word === undefined) return 0;
  if (GLUED.test(word) || GLUED.test(forms(word).at(-1) ?? '')) return 1;
  const often = lang.frequency(words, at, isNumber);
  if (often > 0) return often;
  // A number ("a" alone is no number) followed by a unit.
  if (!isNumber(word) || word === 'a' || word === 'an') return 0;
  let i = at + 1;
  while (isNumber(words[i]) || (lang.joiners.has(words[i] ?? '') && isNumber(words[i + 1]))) i++;
  return isUnit(words[i]) ? i + 1 - at : 0;
}
