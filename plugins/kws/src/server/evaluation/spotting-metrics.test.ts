import { describe, expect, it } from 'vitest';
import { COLLAR_SECONDS, judgeKeyword, occurrencesOf, spottingFigures, type ReferenceWord } from './spotting-metrics.ts';

const words = (...timed: [string, number, number][]): ReferenceWord[] => timed.map(([w, start, end]) => ({ w, start, end }));

const SPEECH = words(['the', 0, 0.2], ['credit', 0.2, 0.6], ['card', 0.6, 1], ['was', 1.1, 1.3], ['a', 1.3, 1.4], ['card', 2, 2.4], ['Credit', 3, 3.4]);

describe('occurrencesOf', () => {
  it('finds a phrase where its words follow each other, whatever their case, from its first word to its last', () => {
    expect(occurrencesOf('credit card', SPEECH)).toEqual([{ start: 0.2, end: 1 }]);
    expect(occurrencesOf('card', SPEECH)).toEqual([{ start: 0.6, end: 1 }, { start: 2, end: 2.4 }]);
    expect(occurrencesOf('credit', SPEECH)).toHaveLength(2);
    expect(occurrencesOf('card was a card', SPEECH)).toEqual([{ start: 0.6, end: 2.4 }]);
    expect(occurrencesOf('card was the card', SPEECH)).toEqual([]);
    expect(occurrencesOf('debit', SPEECH)).toEqual([]);
  });
});

describe('judgeKeyword', () => {
  const said = [{ start: 1, end: 1.5 }, { start: 5, end: 5.5 }];
  const hit = (start: number, end: number) => ({ keyword: 'x', start, end });

  it('counts a hit overlapping an occurrence (within the collar) as found, and any other hit as a false alarm', () => {
    expect(judgeKeyword(said, [hit(1.1, 1.4), hit(3, 3.4)])).toEqual({ said: 2, found: 1, falseAlarms: 1 });
    expect(judgeKeyword(said, [hit(1.5 + COLLAR_SECONDS - 0.05, 2.2)])).toMatchObject({ found: 1, falseAlarms: 0 });
    expect(judgeKeyword(said, [hit(1.5 + COLLAR_SECONDS + 0.05, 2.2)])).toMatchObject({ found: 0, falseAlarms: 1 });
  });

  it('finds an occurrence once: a second hit on it is a false alarm; one hit finds one occurrence', () => {
    expect(judgeKeyword(said, [hit(1, 1.3), hit(1.2, 1.5), hit(5, 5.4)])).toEqual({ said: 2, found: 2, falseAlarms: 1 });
    expect(judgeKeyword([{ start: 1, end: 1.2 }, { start: 1.3, end: 1.5 }], [hit(1, 1.5)])).toEqual({ said: 2, found: 1, falseAlarms: 0 });
    expect(judgeKeyword([], [])).toEqual({ said: 0, found: 0, falseAlarms: 0 });
  });
});

describe('spottingFigures', () => {
  it('gives recall over every occurrence and false alarms per keyword per hour of audio', () => {
    const figures = spottingFigures([
      { durationSec: 1800, words: SPEECH, hits: [{ keyword: 'card', start: 0.7, end: 1 }, { keyword: 'card', start: 10, end: 10.4 }, { keyword: 'zebra', start: 20, end: 20.5 }] },
      { durationSec: 1800, words: words(['zebra', 4, 4.5]), hits: [] },
    ], ['card', 'zebra']);
    // card: 2 said, 1 found, 1 false alarm; zebra: 1 said (second file), 0 found, 1 false alarm (first file).
    expect(figures).toEqual({ said: 3, found: 1, falseAlarms: 2, recall: 1 / 3, hours: 1, keywords: 2, falseAlarmsPerKeywordHour: 1 });
    expect(spottingFigures([], ['card']).recall).toBeNaN();
  });
});
