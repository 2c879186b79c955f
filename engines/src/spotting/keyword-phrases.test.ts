import { describe, expect, it } from 'vitest';
import { DEBIAN_POCKETSPHINX } from '../recognition/pocketsphinx-engine.ts';
import { defaultLogThreshold } from './keyword-calibration.ts';
import { dictionaryVariants, keywordPhrases, MAX_PHRASES_PER_KEYWORD, type Way } from './keyword-phrases.ts';

describe('dictionaryVariants', () => {
  it("reads the further pronunciations of the words from pocketsphinx's dictionary, not the first ones", async () => {
    const variants = await dictionaryVariants(DEBIAN_POCKETSPHINX.dict, ['refund', 'credit', 'dashwood', 'the']);
    expect(variants.get('refund')).toEqual([{ token: 'refund(2)', phones: 6 }]);
    expect(variants.get('credit')).toEqual([{ token: 'credit(2)', phones: 6 }]);
    expect(variants.get('the')!.map((v) => v.token)).toEqual(['the(2)']);
    expect(variants.has('dashwood')).toBe(false);
    expect(await dictionaryVariants(DEBIAN_POCKETSPHINX.dict, [])).toEqual(new Map());
  });
});

describe('keywordPhrases', () => {
  const ways: Record<string, Way[]> = {
    credit: [{ token: 'credit', phones: 6 }, { token: 'credit(2)', phones: 5 }],
    card: [{ token: 'card', phones: 3 }],
    read: [{ token: 'read', phones: 3 }, { token: 'read(2)', phones: 3 }, { token: 'read(3)', phones: 4 }],
    speechdeck: [{ token: 'speechdeck', phones: 7 }],
  };
  const waysOf = (word: string) => ways[word]!;
  const generated = (word: string) => word === 'speechdeck';

  it('searches every way of saying the phrase, each at the default threshold of its own length', () => {
    const { prepared, phrases } = keywordPhrases({ keyword: 'credit card' }, waysOf, generated);
    expect(phrases).toEqual([
      { phrase: 'credit card', keyword: 'credit card', phones: 9, logThreshold: defaultLogThreshold(9) },
      { phrase: 'credit(2) card', keyword: 'credit card', phones: 8, logThreshold: defaultLogThreshold(8) },
    ]);
    expect(prepared).toEqual({ keyword: 'credit card', phones: 9, threshold: Number((10 ** defaultLogThreshold(9)).toPrecision(3)), defaultThreshold: true, pronunciation: 'dictionary' });
  });

  it('puts a threshold asked for on every way, keeps at most a few ways, and marks a made pronunciation', () => {
    const { prepared, phrases } = keywordPhrases({ keyword: 'read read speechdeck', threshold: 1e-7 }, waysOf, generated);
    expect(phrases).toHaveLength(MAX_PHRASES_PER_KEYWORD);
    expect(phrases.map((p) => p.phrase)).toEqual(['read read speechdeck', 'read read(2) speechdeck', 'read read(3) speechdeck', 'read(2) read speechdeck']);
    expect(phrases.every((p) => p.logThreshold === -7)).toBe(true);
    expect(prepared).toEqual({ keyword: 'read read speechdeck', phones: 13, threshold: 1e-7, defaultThreshold: false, pronunciation: 'generated' });
  });
});
