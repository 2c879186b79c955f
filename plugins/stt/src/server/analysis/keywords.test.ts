import { describe, expect, it } from 'vitest';
import { extractKeywords } from './keywords.ts';
import { stopwordsFor } from './stopwords.ts';

describe('extractKeywords', () => {
  it('ranks words repeated in a segment but rare elsewhere first', () => {
    const keywords = extractKeywords(
      [
        { sent: 'The budget review: the budget is over, and the budget team meets today.' },
        { sent: 'The team ships the mobile release on Monday.' },
        { sent: 'The mobile release needs the team and a mobile designer.' },
        { sent: 'Lunch is at noon.' },
      ],
      'en',
    );
    expect(keywords).toEqual([
      // budget: 3 times, only here; review, meets, today: once, only here (first appearance wins the
      // tie); team: 3 times but in 3 segments.
      ['budget', 'review', 'meets'],
      // mobile: 3 times in 2 segments, then release: 2 in 2, then words found once.
      ['mobile', 'release', 'ships'],
      ['mobile', 'release', 'needs'],
      ['lunch', 'noon'],
    ]);
  });

  it('scores by count over the whole result times inverse segment frequency', () => {
    // alpha: tf 2, in 2 of 4 segments -> 2 ln(5/2) = 1.83; beta: tf 1, in 1 -> ln 5 = 1.61.
    const [first] = extractKeywords([{ sent: 'beta alpha' }, { sent: 'alpha' }, { sent: 'gamma' }, { sent: 'delta' }], 'en', 2);
    expect(first).toEqual(['alpha', 'beta']);
  });

  it('ranks a one-segment result by counts', () => {
    expect(extractKeywords([{ sent: 'servers restart, servers fail, logs grow, servers again' }], 'en')).toEqual([['servers', 'restart', 'fail']]);
  });

  it('drops stopwords, short words and numbers, and lower-cases', () => {
    expect(extractKeywords([{ sent: 'So we are going to do it in 2025, OK? Kubernetes!' }], 'en')).toEqual([['kubernetes']]);
    expect(extractKeywords([{ sent: '' }, { sent: 'the and of' }], 'en')).toEqual([[], []]);
  });

  it('handles Turkish casing, apostrophe suffixes and stopwords', () => {
    const keywords = extractKeywords(
      [
        { sent: "İstanbul'da toplantı var ama IŞIK kesildi, ışık gelmedi." },
        { sent: 'Bu toplantı için rapor hazır, yani rapor bitti.' },
      ],
      'tr-TR',
    );
    expect(keywords).toEqual([
      ['ışık', 'istanbul', 'kesildi'],
      ['rapor', 'hazır', 'bitti'],
    ]);
  });

  it('returns at most perSegment words per segment', () => {
    const sent = 'alpha bravo charlie delta echo foxtrot';
    expect(extractKeywords([{ sent }], 'en', 5)[0]).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
    expect(extractKeywords([{ sent }], 'en', 0)[0]).toEqual([]);
  });

  it('has stopword lists of the promised size', () => {
    expect(stopwordsFor('en').size).toBeGreaterThanOrEqual(150);
    expect(stopwordsFor('tr').size).toBeGreaterThanOrEqual(150);
  });
});
