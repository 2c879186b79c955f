import { describe, expect, it } from 'vitest';
import { dictionaryPronouncer } from '../../testing/dictionary-pronouncer.ts';
import { gapCost, normalizedPhoneDistance, phoneDistance, substitutionCost } from './phone-distance.ts';
import { heardPhones, pronounceTerms } from './pronounce-terms.ts';
import { spansAtTimes, timedSpans, timedTermsIn } from './second-pass.ts';
import { nearestTerms, SoundsLikeIndex, type PhoneTerm, type SoundsLikeCandidate } from './sounds-like-index.ts';

/*
 * Terms that sound like heard words, phones in and candidates out (no recognizer, no espeak-ng):
 * the pronunciations below are the CMU dictionary's (stress removed) or written the same way.
 */

const said = (text: string) => text.split(' ');
const TERMS: PhoneTerm[] = [
  { term: 'lisinopril', phones: said('L AY S IH N AH P R IH L') },
  { term: 'atorvastatin', phones: said('AH T AO R V AH S T AE T IH N') },
  { term: 'ibuprofen', phones: said('AY B Y UW P R OW F AH N') },
  { term: 'chemotherapy', phones: said('K IY M OW TH EH R AH P IY') },
  { term: 'blood pressure', phones: said('B L AH D P R EH SH ER') },
  { term: 'arm', phones: said('AA R M') },
];
const WORDS: Record<string, string> = {
  the: 'DH AH', takes: 'T EY K S', lies: 'L AY Z', in: 'IH N', a: 'AH', purl: 'P ER L', daily: 'D EY L IY',
  for: 'F AO R', past: 'P AE S T', eight: 'EY T', and: 'AE N D', my: 'M AY', new: 'N UW', pro: 'P R OW', finn: 'F IH N',
  chemo: 'K IY M OW', therapy: 'TH EH R AH P IY', blood: 'B L AH D', pressure: 'P R EH SH ER', harm: 'HH AA R M', patient: 'P EY SH AH N T',
};
const heard = (text: string) => text.split(' ').map((word) => (WORDS[word] ? said(WORDS[word]!) : undefined));
const index = new SoundsLikeIndex(TERMS);
const brief = (candidates: readonly SoundsLikeCandidate[]) => candidates.map(({ term, first, length }) => `${term}@${first}+${length}`);

describe('phoneDistance', () => {
  it('is 0 for the same phones, symmetric, and cheaper for what a recognizer confuses', () => {
    expect(phoneDistance(said('L AY S'), said('L AY S'))).toBe(0);
    expect(phoneDistance(said('L AY Z IH N'), said('L AY S IH N AH'))).toBe(phoneDistance(said('L AY S IH N AH'), said('L AY Z IH N')));
    // A vowel for a vowel < a voiced consonant for its voiceless one < any other consonant.
    expect(substitutionCost('IH', 'AH')).toBeLessThan(substitutionCost('S', 'Z'));
    expect(substitutionCost('S', 'Z')).toBeLessThan(substitutionCost('S', 'K'));
    expect(gapCost('AH')).toBeLessThan(gapCost('T'));
    // One phone substituted, one dropped.
    expect(phoneDistance(said('L AY Z IH N'), said('L AY S IH N AH'))).toBeCloseTo(substitutionCost('Z', 'S') + gapCost('AH'));
    expect(normalizedPhoneDistance([], said('AA R M'))).toBeCloseTo((2 * gapCost('R') + gapCost('AA')) / 3);
  });
});

describe('SoundsLikeIndex', () => {
  it('finds the term a recognizer wrote as ordinary words, over the span it took', () => {
    const found = index.candidates(heard('takes lies in a purl daily'));
    expect(brief(found)[0]).toBe('lisinopril@1+4');
    expect(found[0]!.distance).toBeCloseTo(phoneDistance(said('L AY Z IH N AH P ER L'), TERMS[0]!.phones) / 10);
    expect(found[0]!.distance).toBeLessThan(0.35);
    // "new pro finn" is nearer ibuprofen than "my new pro finn" is.
    expect(brief(index.candidates(heard('my new pro finn'))).slice(0, 2)).toEqual(['ibuprofen@1+3', 'ibuprofen@0+4']);
  });

  it('finds a compound said as two words, at distance 0', () => {
    const found = index.candidates(heard('the chemo therapy'));
    expect(found[0]).toEqual({ term: 'chemotherapy', first: 1, length: 2, distance: 0 });
  });

  it('leaves out what is too far, and what is too short to tell', () => {
    // Nothing medical sounds like "the patient"; "harm" is near "arm", but three phones are too few by default.
    expect(index.candidates(heard('the patient'))).toEqual([]);
    expect(index.candidates(heard('harm'))).toEqual([]);
    expect(brief(index.candidates(heard('harm'), { minPhones: 3 }))).toEqual(['arm@0+1']);
    // A tighter limit drops lisinopril (0.24) but keeps chemotherapy (0).
    expect(brief(index.candidates(heard('lies in a purl chemo therapy'), { maxDistance: 0.1 }))).toEqual(['chemotherapy@4+2']);
  });

  it('spans no word without phones and no more words than asked', () => {
    const crossing = index.candidates(heard('lies in xyzzy a purl chemo therapy'));
    expect(crossing.filter((c) => c.first <= 2 && c.first + c.length > 2)).toEqual([]);
    expect(brief(crossing)).toContain('chemotherapy@5+2');
    const short = index.candidates(heard('lies in a purl'), { maxWords: 3 });
    expect(short.filter((c) => c.length > 3)).toEqual([]);
    expect(brief(short)).toContain('lisinopril@1+3');
  });

  it('keeps the best perSpan terms of each span', () => {
    const many = new SoundsLikeIndex([...TERMS, { term: 'lisinoprill', phones: said('L AY S IH N AH P R IH L L') }, { term: 'lysinopril', phones: said('L AY Z IH N AH P R IH L') }]);
    const span = (candidates: SoundsLikeCandidate[]) => candidates.filter((c) => c.first === 0 && c.length === 4).map((c) => c.term);
    expect(span(many.candidates(heard('lies in a purl')))).toEqual(['lysinopril', 'lisinopril', 'lisinoprill']);
    expect(span(many.candidates(heard('lies in a purl'), { perSpan: 1 }))).toEqual(['lysinopril']);
  });

  it('answers exactly what comparing every span with every term answers', () => {
    // Random phones over a small alphabet, so that many pairs are near: the trie's pruning must lose none.
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const alphabet = said('AH IH AE S Z T D K N M L R');
    const phones = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => alphabet[Math.floor(random() * alphabet.length)]!);
    const terms = Array.from({ length: 400 }, (_, i) => ({ term: `t${i}`, phones: phones(3, 12) }));
    const words = Array.from({ length: 30 }, () => phones(1, 5));
    const options = { maxDistance: 0.4, maxWords: 3, minPhones: 4, perSpan: 1000 };
    const expected: SoundsLikeCandidate[] = [];
    for (let first = 0; first < words.length; first++) {
      for (let length = 1; length <= options.maxWords && first + length <= words.length; length++) {
        const span = words.slice(first, first + length).flat();
        if (span.length < options.minPhones) continue;
        for (const { term, phones: termPhones } of terms) {
          if (termPhones.length < options.minPhones) continue;
          const distance = normalizedPhoneDistance(span, termPhones);
          if (distance <= options.maxDistance) expected.push({ term, first, length, distance });
        }
      }
    }
    const key = (c: SoundsLikeCandidate) => `${c.term}@${c.first}+${c.length}:${c.distance.toFixed(9)}`;
    const found = new SoundsLikeIndex(terms).candidates(words, options);
    expect(expected.length).toBeGreaterThan(20);
    expect(found.map(key).sort()).toEqual(expected.map(key).sort());
    // Nearest first.
    expect(found.map((c) => c.distance)).toEqual([...found.map((c) => c.distance)].sort((a, b) => a - b));
  });

  it('answers the same in turns, and stops when aborted', async () => {
    const words = heard('takes lies in a purl daily chemo therapy blood pressure');
    expect(await index.candidatesInTurn(words)).toEqual(index.candidates(words));
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    const long = Array.from({ length: 2000 }, (_, i) => words[i % words.length]);
    await expect(index.candidatesInTurn(long, {}, controller.signal)).rejects.toThrow('stopped');
  });
});

describe('nearestTerms', () => {
  it('answers the distinct terms, nearest first, at most as many as asked', () => {
    const candidates = [
      { term: 'b', first: 0, length: 1, distance: 0.2 },
      { term: 'a', first: 1, length: 1, distance: 0.1 },
      { term: 'b', first: 2, length: 1, distance: 0.05 },
      { term: 'c', first: 2, length: 1, distance: 0.3 },
    ];
    expect(nearestTerms(candidates, 5)).toEqual(['b', 'a', 'c']);
    expect(nearestTerms(candidates, 2)).toEqual(['b', 'a']);
  });
});

describe('pronounceTerms and heardPhones', () => {
  const pronouncer = dictionaryPronouncer(WORDS);

  it('says a phrase as its words one after another, and leaves out a term with a word it cannot say', async () => {
    expect(await pronounceTerms(['blood pressure', 'Chemo', 'xyzzy pressure'], pronouncer, 'en')).toEqual([
      { term: 'blood pressure', phones: said('B L AH D P R EH SH ER') },
      { term: 'Chemo', phones: said('K IY M OW') },
    ]);
  });

  it('answers each heard word\'s phones in order, undefined for one it cannot say', async () => {
    expect(await heardPhones(['Lies', 'xyzzy', 'in'], pronouncer, 'en')).toEqual([said('L AY Z'), undefined, said('IH N')]);
  });
});

describe('terms another recognizer heard, placed on the first pass', () => {
  /** Words timed 0.4 s apart (0.35 s long), each with the confidence given or 0.5. */
  const segment = (text: string, start = 0, conf: Record<string, number> = {}) => {
    const words = text.split(' ').map((w, i) => ({ w, start: start + 0.4 * i, end: start + 0.4 * i + 0.35, conf: conf[w] ?? 0.5 }));
    return { start, end: words.at(-1)!.end, text, words };
  };
  const TERMS = new Set(['amoxicillin', 'oxacillin', 'blood pressure', 'pain']);
  // A term is a word or two of TERMS in a row.
  const termsIn = (words: readonly string[]) => words.flatMap((_, first) => [1, 2]
    .filter((length) => first + length <= words.length && TERMS.has(words.slice(first, first + length).join(' ')))
    .map((length) => ({ first, length })));
  const written = { termsIn, normalize: (word: string) => word.toLowerCase().replace(/[^a-z]/g, '') };

  it('reads the terms a recognizer wrote with their times, and a span of its words with theirs', () => {
    const other = [segment('start amoxicillin now'), segment('her blood pressure', 2)];
    expect(timedTermsIn(other, written, 0.2)).toEqual([
      { term: 'amoxicillin', start: 0.4, end: 0.75, distance: 0.2 },
      { term: 'blood pressure', start: 2.4, end: 3.15, distance: 0.2 },
    ]);
    expect(timedSpans(other, [{ segment: 1, first: 1, length: 2, term: 'blood pressure', distance: 0.1 }])).toEqual([{ term: 'blood pressure', start: 2.4, end: 3.15, distance: 0.1 }]);
  });

  it('places each on the first pass\'s words its time covers, at least half of each', () => {
    // "on Maxis" (0.4-1.15) where pocketsphinx heard amoxicillin from 0.45 to 1.1: both words.
    const first = [segment('Start on Maxis daily.'), segment('Some pain.', 3)];
    const spans = spansAtTimes(first, [{ term: 'amoxicillin', start: 0.45, end: 1.1, distance: 0.2 }], written);
    expect(spans).toEqual([{ segment: 0, first: 1, length: 2, term: 'amoxicillin', distance: 0.2 }]);
    // Less than half of any word: the word it covers most.
    expect(spansAtTimes(first, [{ term: 'oxacillin', start: 0.7, end: 0.95, distance: 0.3 }], written)).toEqual([{ segment: 0, first: 2, length: 1, term: 'oxacillin', distance: 0.3 }]);
    // No word at that time: nothing.
    expect(spansAtTimes(first, [{ term: 'oxacillin', start: 2.0, end: 2.5, distance: 0.3 }], written)).toEqual([]);
  });

  it('leaves out a term the first pass wrote in the segment, a term of its own, words it was sure of, and repeats', () => {
    const first = [segment('Some pain today.'), segment('Start on Maxis.', 3, { on: 0.95, 'Maxis.': 0.95 })];
    const heard = [
      { term: 'pain', start: 0.4, end: 0.75, distance: 0.2 },
      { term: 'blood pressure', start: 0.45, end: 0.7, distance: 0.2 },
      { term: 'amoxicillin', start: 3.4, end: 4.15, distance: 0.2 },
    ];
    expect(spansAtTimes(first, heard, written)).toEqual([{ segment: 1, first: 1, length: 2, term: 'amoxicillin', distance: 0.2 }]);
    expect(spansAtTimes(first, heard, written, { confident: 0.9 })).toEqual([]);
    // The same term at the same words twice: once, at the nearer distance.
    expect(spansAtTimes(first, [heard[2]!, { ...heard[2]!, distance: 0.1 }], written)).toEqual([{ segment: 1, first: 1, length: 2, term: 'amoxicillin', distance: 0.1 }]);
  });
});
