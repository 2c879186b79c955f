import { describe, expect, it } from 'vitest';
import { dictionaryPronouncer } from '../../testing/dictionary-pronouncer.ts';
import { gapCost, normalizedPhoneDistance, phoneDistance, substitutionCost } from './phone-distance.ts';
import { heardPhones, pronounceTerms } from './pronounce-terms.ts';
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
