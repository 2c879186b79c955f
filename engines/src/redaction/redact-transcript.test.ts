import { describe, expect, it } from 'vitest';
import { redactTranscript } from './redact-transcript.ts';

const timed = (text: string, from: number) => text.split(' ').map((w, i) => ({ w, start: from + i, end: from + i + 0.8 }));

describe('redacting a transcript', () => {
  it('puts one tag word in place of a finding\'s words, with their times, in the words and the text, and drops its keywords', () => {
    const segments = [{ start: 0, end: 10, sent: 'Hi, this is John Smith, call 555-123-4567.', words: timed('Hi, this is John Smith, call 555-123-4567.', 0), kw: ['john', 'call', 'smith'] }];
    const { segments: [out], spans, counts } = redactTranscript(segments, 'en');
    expect(out!.sent).toBe('Hi, this is [PERSON], call [PHONE].');
    expect(out!.words.map((w) => w.w)).toEqual(['Hi,', 'this', 'is', '[PERSON],', 'call', '[PHONE].']);
    expect(out!.words[3]).toMatchObject({ start: 3, end: 4.8 });
    expect(out!.kw).toEqual(['call']);
    // A name's silence ends with its words; a number's runs on to the next word heard (here the transcript's end).
    expect(spans).toEqual([{ kind: 'PERSON', start: 3, end: 4.8 }, { kind: 'PHONE', start: 6, end: 10 }]);
    expect(counts).toMatchObject({ PERSON: 1, PHONE: 1, EMAIL: 0 });
  });

  it('finds a number said across two segments and tags its part in each', () => {
    const segments = [
      { start: 0, end: 4, sent: 'my number is five five five', words: timed('my number is five five five', 0) },
      { start: 6, end: 10, sent: 'one two three four thanks', words: timed('one two three four thanks', 6) },
    ];
    const { segments: out, spans } = redactTranscript(segments, 'en');
    expect(out.map((s) => s.sent)).toEqual(['my number is [PHONE]', '[PHONE] thanks']);
    expect(spans).toEqual([{ kind: 'PHONE', start: 3, end: 10 }]);
  });

  it('silences what the recognizer did not write after a number, up to the next word heard and 5 s at most', () => {
    const words = [...timed('Bank details i.e. 29,8930011 5,', 0), { w: 'thanks', start: 20, end: 20.5 }];
    const { spans } = redactTranscript([{ start: 0, end: 21, sent: words.map((w) => w.w).join(' '), words }], 'en');
    expect(spans).toEqual([{ kind: 'PHONE', start: 3, end: 9.8 }]);
  });

  it('keeps the punctuation a punctuated text has around a finding, and answers an untouched transcript as it was', () => {
    const segments = [{ start: 0, end: 5, sent: 'Call me at five five five, one two three four!', words: timed('call me at five five five one two three four', 0) }];
    expect(redactTranscript(segments, 'en').segments[0]!.sent).toBe('Call me at [PHONE]!');
    const plain = [{ start: 0, end: 2, sent: 'nothing here', words: timed('nothing here', 0) }];
    expect(redactTranscript(plain, 'en')).toMatchObject({ segments: plain, spans: [] });
  });

  it('reads a segment without word times from its text and silences the whole segment', () => {
    const { segments: [out], spans } = redactTranscript([{ start: 2, end: 7, sent: 'Kimlik numaram 10000000146.', words: [] }], 'tr');
    expect(out!.sent).toBe('Kimlik numaram [ID_NUMBER].');
    expect(out!.words).toEqual([]);
    expect(spans).toEqual([{ kind: 'ID_NUMBER', start: 2, end: 7 }]);
  });
});
