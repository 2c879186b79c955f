import { describe, expect, it } from 'vitest';
import { choosePolicy, figuresUnder, hitsUnder, linearPolicy, type RawHit, type SearchedRecording } from './threshold-policy.ts';

const hit = (keyword: string, start: number, logRatio: number, phones: number): RawHit => ({ keyword, start, end: start + 0.4, logRatio, phones });

describe('hitsUnder', () => {
  it('keeps the hits at or over the threshold of their length, and the strongest of overlapping ones of a keyword', () => {
    const policy = linearPolicy(10, -2);
    const hits = [hit('man', 1, 4, 3), hit('man', 2, 3.9, 3), hit('woman', 1.1, 0, 5), hit('woman', 1.2, 1, 4), hit('man', 1.2, 8, 3)];
    // man: threshold 4; woman: 0 (5 phones) or 2 (4 phones).
    expect(hitsUnder(hits, policy)).toEqual([hit('woman', 1.1, 0, 5), hit('man', 1.2, 8, 3)]);
  });
});

describe('choosePolicy and figuresUnder', () => {
  // Two kinds of speech, one hour each. Short keywords' real hits are strong, long ones' weak, and
  // false alarms of short keywords strong: a threshold falling with length fits both.
  const recordings: SearchedRecording[] = ['real', 'synthetic'].map((source) => ({
    source, condition: 'clean', durationSec: 3600,
    words: [{ w: 'man', start: 10, end: 10.3 }, { w: 'amiable', start: 20, end: 20.6 }],
    hits: [hit('man', 10, 20, 3), hit('amiable', 20, -20, 7), hit('man', 30, 10, 3), hit('amiable', 40, -30, 7)],
  }));

  it('picks the line of thresholds with the best recall within the false-alarm budget', () => {
    const choice = choosePolicy(recordings, ['man', 'amiable'], 0)!;
    expect(choice.meanRecall).toBe(1);
    expect(choice.falseAlarmsPerKeywordHour).toBe(0);
    const policy = linearPolicy(choice.intercept, choice.perPhone);
    // Between the false alarm and the real hit for each length.
    expect(policy(3)).toBeGreaterThan(10);
    expect(policy(3)).toBeLessThanOrEqual(20);
    expect(policy(7)).toBeGreaterThan(-30);
    expect(policy(7)).toBeLessThanOrEqual(-20);
  });

  it('reports the figures of a policy per group and for all', () => {
    const figures = figuresUnder(recordings, ['man', 'amiable'], linearPolicy(0, 0), (r) => r.source);
    expect([...figures.keys()]).toEqual(['all', 'real', 'synthetic']);
    expect(figures.get('real')).toMatchObject({ said: 2, found: 1, falseAlarms: 1, recall: 0.5, falseAlarmsPerKeywordHour: 0.5 });
    expect(figures.get('all')).toMatchObject({ said: 4, found: 2, falseAlarms: 2 });
  });

  it('answers nothing when no policy keeps within the budget', () => {
    const noisy = recordings.map((r) => ({ ...r, hits: [...r.hits, hit('man', 50, 500, 3)] }));
    expect(choosePolicy(noisy, ['man', 'amiable'], 0)).toBeUndefined();
  });
});
