import { describe, expect, it } from 'vitest';
import { hitsCsv } from './hits-csv.ts';

describe('hitsCsv', () => {
  it('writes a header and one row per hit, quoting what needs it', () => {
    expect(hitsCsv([{ keyword: 'budget', start: 1.25, end: 1.8, score: 0.91 }, { keyword: 'o"brien, jr', start: 3, end: 3.5, score: 0.5 }])).toBe(
      'keyword,start,end,score\nbudget,1.25,1.8,0.91\n"o""brien, jr",3,3.5,0.5\n',
    );
    expect(hitsCsv([])).toBe('keyword,start,end,score\n');
  });
});
