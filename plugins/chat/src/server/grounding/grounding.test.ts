import { describe, expect, it } from 'vitest';
import { citedExcerpts } from './cited-excerpts.ts';
import { contentWords, searchPrefix } from './content-words.ts';
import { excerptLine, momentOf, passagesOf, type Excerpt } from './excerpts.ts';
import { groundQuestion } from './ground-question.ts';

const excerpt = (n: number, text = `words ${n}`): Excerpt => ({ processId: `p${n}`, fn: `f${n}.wav`, start: n * 10, end: n * 10 + 5, spk: null, text });

describe('citedExcerpts', () => {
  it('reads [n], [n][m], [n, m] and [n-m], in the order first cited, each once, dropping numbers no excerpt has', () => {
    const excerpts = [1, 2, 3, 4, 5].map((n) => excerpt(n));
    const cited = citedExcerpts('A [3]. B [1][3]. C [2, 5]. D [4-5]. E [7] [0] and [2024 figures].', excerpts);
    expect(cited.map((c) => [c.n, c.processId, c.start, c.end])).toEqual([[3, 'p3', 30, 35], [1, 'p1', 10, 15], [2, 'p2', 20, 25], [5, 'p5', 50, 55], [4, 'p4', 40, 45]]);
  });

  it('cuts a long excerpt\'s text', () => {
    const [cited] = citedExcerpts('[1]', [excerpt(1, 'x'.repeat(400))]);
    expect(cited!.text).toBe(`${'x'.repeat(300)}…`);
  });
});

describe('contentWords', () => {
  it('keeps the telling words, longest first, without stop words in English or Turkish', () => {
    expect(contentWords('What did they say about the marketing budget?', 8)).toEqual(['marketing', 'budget']);
    expect(contentWords('Toplantıda bütçe hakkında ne söyledi?', 8)).toEqual(['toplantıda', 'bütçe']);
    expect(contentWords('alpha beta gamma delta epsilon', 2)).toEqual(['epsilon', 'alpha']);
  });

  it('searches by a prefix of a long word, a plural without its s', () => {
    expect([searchPrefix('meetings'), searchPrefix('budget'), searchPrefix('cuts'), searchPrefix('class')]).toEqual(['meeting*', 'budget*', 'cuts', 'class*']);
  });
});

describe('passages and the system message', () => {
  const segment = (position: number, spk: string | null, sent: string) => ({ position, start: position * 2, end: position * 2 + 1.5, spk, sent, kw: [], oa: null, words: [] });

  it('joins one speaker\'s consecutive segments into a passage, and starts a new one when the speaker changes', () => {
    const passages = passagesOf({ processId: 'p', fn: 'talk.wav', segments: [segment(0, 'S1', 'One.'), segment(1, 'S1', 'Two.'), segment(2, 'S2', 'Three.'), segment(3, 'S2', ' ')] });
    expect(passages).toEqual([
      { processId: 'p', fn: 'talk.wav', start: 0, end: 3.5, spk: 'S1', text: 'One. Two.' },
      { processId: 'p', fn: 'talk.wav', start: 4, end: 5.5, spk: 'S2', text: 'Three.' },
    ]);
  });

  it('writes moments as m:ss, and h:mm:ss from an hour', () => {
    expect([momentOf(0), momentOf(65.9), momentOf(3599), momentOf(3725)]).toEqual(['0:00', '1:05', '59:59', '1:02:05']);
    expect(excerptLine({ ...excerpt(1), spk: 'Anna' }, 4)).toBe('[4] "f1.wav" 0:10-0:15, Anna: words 1');
  });

  it('numbers the excerpts that fit the budget, skipping one too long for what is left', () => {
    const grounded = groundQuestion([excerpt(1, 'a'.repeat(40)), excerpt(2, 'b'.repeat(500)), excerpt(3, 'c'.repeat(10))], 150);
    expect(grounded.excerpts.map((e) => e.processId)).toEqual(['p1', 'p3']);
    expect(grounded.truncated).toBe(true);
    expect(grounded.systemMessage).toContain(`[2] "f3.wav" 0:30-0:35: ${'c'.repeat(10)}`);
    expect(groundQuestion([], 150)).toEqual({ excerpts: [], truncated: false, systemMessage: null });
  });
});
