import { describe, expect, it } from 'vitest';
import { mergeChannels } from './merge-channels.ts';

const segment = (start: number, end: number, text: string) => ({
  start, end, text, words: text.split(' ').filter(Boolean).map((w, i) => ({ w, start: start + i * 0.1234567, end: start + (i + 1) * 0.1234567 })),
});

describe('mergeChannels', () => {
  it('orders the utterances of both channels by start, the channel name as speaker, numbered in that order', () => {
    const merged = mergeChannels([
      { name: 'agent', transcript: { segments: [segment(0.5, 2, 'hello how can i help'), segment(6, 7, 'of course')] } },
      { name: 'customer', transcript: { segments: [segment(2.2, 5.5, 'my line is down')] } },
    ]);
    expect(merged.map((s) => [s.position, s.spk, s.sent])).toEqual([
      [0, 'agent', 'hello how can i help'],
      [1, 'customer', 'my line is down'],
      [2, 'agent', 'of course'],
    ]);
    expect(merged[1]).toMatchObject({ start: 2.2, end: 5.5, kw: [], oa: null });
  });

  it('keeps overlapping speech whole, the left channel first when both start together', () => {
    const merged = mergeChannels([
      { name: 'left', transcript: { segments: [segment(3, 4, 'both at once')] } },
      { name: 'right', transcript: { segments: [segment(1, 5, 'long turn'), segment(3, 3.5, 'same start')] } },
    ]);
    expect(merged.map((s) => `${s.spk}:${s.sent}`)).toEqual(['right:long turn', 'left:both at once', 'right:same start']);
  });

  it('punctuates each utterance when asked, drops those left empty, and rounds times to the millisecond', () => {
    const merged = mergeChannels(
      [{ name: 'a', transcript: { segments: [segment(0.1234567, 1, 'yes please'), segment(2, 3, '  ')] } }],
      (text) => (text.trim() ? `${text[0]!.toUpperCase()}${text.slice(1)}.` : text),
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ sent: 'Yes please.', start: 0.123 });
    expect(merged[0]!.words.map((w) => [w.start, w.end])).toEqual([[0.123, 0.247], [0.247, 0.37]]);
  });
});
