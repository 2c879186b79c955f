import { describe, expect, it } from 'vitest';
import { contentTypeOf, fileNameFor, formatResult } from './format-result.ts';
import { MAX_LINE_CHARS } from './cue-packing.ts';
import { evenWords, resultWith } from './test-result.ts';
import { clockWithMillis } from './timecode.ts';

const plain = resultWith([
  { start: 0.5, end: 2, sent: 'Hello world.', words: [{ w: 'Hello', start: 0.5, end: 1 }, { w: 'world.', start: 1.1, end: 2 }] },
  // 0.4 s long: shown for 0.7 s, since the next cue starts later.
  { start: 2.5, end: 2.9, sent: 'Short.' },
  { start: 3, end: 3.5, sent: '   ' },
  { start: 4, end: 5, sent: 'Last  one\nhere.' },
  // 0.2 s long with the next cue 0.3 s later: stretched only up to it.
  { start: 6, end: 6.2, sent: 'Yes.' },
  { start: 6.5, end: 7.5, sent: 'No.' },
]);

const diarized = resultWith([
  { start: 0, end: 1.5, sent: 'Good morning everyone.', spk: 'S1' },
  { start: 1.5, end: 3, sent: 'Hi & <welcome>', spk: 'S2' },
  { start: 3.25, end: 62.75, sent: 'Thanks.', spk: null },
]);

describe('SRT', () => {
  it('numbers cues from 1 with comma milliseconds, skipping empty segments', () => {
    expect(formatResult(plain, 'srt')).toBe(
      [
        '1\n00:00:00,500 --> 00:00:02,000\nHello world.\n',
        '2\n00:00:02,500 --> 00:00:03,200\nShort.\n',
        '3\n00:00:04,000 --> 00:00:05,000\nLast one here.\n',
        '4\n00:00:06,000 --> 00:00:06,500\nYes.\n',
        '5\n00:00:06,500 --> 00:00:07,500\nNo.\n',
      ].join('\n'),
    );
  });

  it('prefixes the speaker of diarized segments', () => {
    expect(formatResult(diarized, 'srt')).toBe(
      [
        '1\n00:00:00,000 --> 00:00:01,500\nS1: Good morning everyone.\n',
        '2\n00:00:01,500 --> 00:00:03,000\nS2: Hi & <welcome>\n',
        '3\n00:00:03,250 --> 00:01:02,750\nThanks.\n',
      ].join('\n'),
    );
  });

  it('splits a long segment into balanced two-line cues at word times', () => {
    const sent =
      'The quick brown fox jumps over the lazy dog while the farmer watches from the old wooden porch and slowly sips his morning coffee before the long day of work begins';
    const words = evenWords(sent, 1, 13);
    const srt = formatResult(resultWith([{ start: 1, end: 13, sent, words, spk: 'S1' }]), 'srt');
    expect(srt).toBe(
      [
        '1\n00:00:01,000 --> 00:00:05,208\nS1: The quick brown fox jumps\nover the lazy dog while the\n',
        '2\n00:00:05,258 --> 00:00:09,079\nS1: farmer watches from the old\nwooden porch and slowly sips\n',
        '3\n00:00:09,129 --> 00:00:13,000\nS1: his morning coffee before\nthe long day of work begins\n',
      ].join('\n'),
    );
    // Inner cue boundaries are exactly the words' times: 'the' ends cue 1, 'farmer' starts cue 2.
    expect(words[10]!.w).toBe('the');
    expect(clockWithMillis(words[10]!.end * 1000, ',')).toBe('00:00:05,208');
    expect(clockWithMillis(words[11]!.start * 1000, ',')).toBe('00:00:05,258');
    const cues = parseSrt(srt);
    expect(cues.map((c) => c.lines.join(' ').replace(/^S1: /, '')).join(' ')).toBe(sent);
  });

  it('shares the time of a long segment without words in proportion to characters', () => {
    const sent = 'aaaa '.repeat(40).trim(); // 199 characters: too many for two cues of 2 x 42
    const cues = parseSrt(formatResult(resultWith([{ start: 10, end: 19.9, sent }]), 'srt'));
    // 14 + 14 + 12 words; a cue starts at its first character's share of the 9.9 s, ends at its last's.
    const at = (chars: number) => 10_000 + Math.round((9_900 * chars) / 199);
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [10_000, at(69)],
      [at(70), at(139)],
      [at(140), 19_900],
    ]);
    const words = (n: number) => Array(n).fill('aaaa').join(' ');
    expect(cues.map((c) => c.lines)).toEqual([
      [words(7), words(7)],
      [words(7), words(7)],
      [words(6), words(6)],
    ]);
  });

  it('cuts a word longer than a line into line-sized pieces', () => {
    const url = `https://example.org/${'x'.repeat(80)}`;
    const cues = parseSrt(formatResult(resultWith([{ start: 0, end: 5, sent: `see ${url}`, spk: 'Dr. Ayşe Yılmaz Karakaya' }]), 'srt'));
    expect(cues.flatMap((c) => c.lines).join('').replace(/Dr\. Ayşe Yılmaz Kar…:( )?/g, '')).toBe(`see${url}`);
    expect(cues[0]!.lines[0]).toMatch(/^Dr\. Ayşe Yılmaz Kar…: /);
  });

  it('writes times past 99 minutes as hours', () => {
    const srt = formatResult(resultWith([{ start: 5999.5, end: 6001.25, sent: 'Late.' }]), 'srt');
    expect(srt).toBe('1\n01:39:59,500 --> 01:40:01,250\nLate.\n');
    expect(clockWithMillis(360_000_000 + 61_001, ',')).toBe('100:01:01,001');
  });

  it('stays valid for many overlapping, tiny, long and empty segments', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const vocabulary = ['we', 'should', 'probably', 'reconsider', 'the', 'quarterly', 'numbers', 'okay', 'internationalization', 'yes'];
    let at = 0;
    const segments = Array.from({ length: 300 }, () => {
      const count = Math.floor(random() * 40);
      const sent = Array.from({ length: count }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
      const start = Math.max(0, at - random() * 1.5); // sometimes overlaps the previous one
      const end = start + random() * 12;
      at = end;
      const spk = random() < 0.5 ? `S${1 + Math.floor(random() * 3)}` : null;
      return { start, end, sent, spk, words: random() < 0.6 && count > 0 ? evenWords(sent, start, end) : [] };
    });
    for (const cue of validateSrt(formatResult(resultWith(segments), 'srt'))) expect(cue.lines.length).toBeGreaterThan(0);
  });
});

describe('WebVTT', () => {
  it('has the header, dot milliseconds, voice tags and escaped text', () => {
    expect(formatResult(diarized, 'vtt')).toBe(
      [
        'WEBVTT\n',
        '00:00:00.000 --> 00:00:01.500\n<v S1>Good morning everyone.\n',
        '00:00:01.500 --> 00:00:03.000\n<v S2>Hi &amp; &lt;welcome&gt;\n',
        '00:00:03.250 --> 00:01:02.750\nThanks.\n',
      ].join('\n'),
    );
  });

  it('is only the header for a result without speech', () => {
    expect(formatResult(resultWith([]), 'vtt')).toBe('WEBVTT\n');
    expect(formatResult(resultWith([]), 'srt')).toBe('');
  });
});

describe('TXT and JSON', () => {
  it('writes a paragraph per segment with its start time and speaker', () => {
    expect(formatResult(diarized, 'txt')).toBe(
      '[00:00:00] S1: Good morning everyone.\n\n[00:00:01] S2: Hi & <welcome>\n\n[00:00:03] Thanks.\n',
    );
    expect(formatResult(plain, 'txt')).toBe(
      '[00:00:00] Hello world.\n\n[00:00:02] Short.\n\n[00:00:04] Last one here.\n\n[00:00:06] Yes.\n\n[00:00:06] No.\n',
    );
  });

  it('writes the result as pretty JSON', () => {
    const json = formatResult(diarized, 'json');
    expect(JSON.parse(json)).toEqual(diarized);
    expect(json).toContain('\n  "processId": "p1",');
  });
});

describe('forged and hostile results', () => {
  it('keeps forged times within the media\'s bounds (1000 hours, never negative)', () => {
    const forged = resultWith([
      { start: -50, end: -1, sent: 'Early.' },
      { start: 1e300, end: 1e300, sent: 'Late.', words: [{ w: 'Late.', start: 1e300, end: 1e300 }] },
    ]);
    expect(formatResult(forged, 'srt')).toBe('1\n00:00:00,000 --> 00:00:00,700\nEarly.\n\n2\n1000:00:00,000 --> 1000:00:00,700\nLate.\n');
    expect(formatResult(forged, 'txt')).toBe('[00:00:00] Early.\n\n[1000:00:00] Late.\n');
  });

  it('drops NUL, ESC and the other control characters from text and speakers in every text format', () => {
    const hostile = resultWith([{ start: 0, end: 1, sent: 'Hel\u0000lo \u001b[2Jworld\ttab\r\nline\u007f\u0085', spk: 'S\u00001\u001b' }]);
    const controls = /[^\P{Cc}\n]/u;
    expect(formatResult(hostile, 'srt')).toBe('1\n00:00:00,000 --> 00:00:01,000\nS1: Hello [2Jworld tab line\n');
    expect(formatResult(hostile, 'vtt')).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v S1>Hello [2Jworld tab line\n');
    expect(formatResult(hostile, 'txt')).toBe('[00:00:00] S1: Hello [2Jworld tab line\n');
    for (const format of ['srt', 'vtt', 'txt'] as const) expect(formatResult(hostile, format)).not.toMatch(controls);
  });
});

describe('download names and types', () => {
  it('replaces the extension and keeps to safe ASCII', () => {
    expect(fileNameFor({ fn: 'meeting.wav' }, 'srt')).toBe('meeting.srt');
    expect(fileNameFor({ fn: 'Toplantı İçeriği — şubat.mp3' }, 'vtt')).toBe('Toplanti_Icerigi_subat.vtt');
    expect(fileNameFor({ fn: '../../etc/passwd' }, 'txt')).toBe('passwd.txt');
    expect(fileNameFor({ fn: 'C:\\rec\\a b.c.ogg' }, 'json')).toBe('a_b.c.json');
    expect(fileNameFor({ fn: '.hidden' }, 'srt')).toBe('hidden.srt');
    expect(fileNameFor({ fn: '日本語.wav' }, 'srt')).toBe('transcript.srt');
    expect(fileNameFor({ fn: `${'a'.repeat(300)}.wav` }, 'srt')).toBe(`${'a'.repeat(100)}.srt`);
  });

  it('answers a content type per format', () => {
    expect(contentTypeOf('srt')).toBe('application/x-subrip; charset=utf-8');
    expect(contentTypeOf('vtt')).toBe('text/vtt; charset=utf-8');
    expect(contentTypeOf('txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('json')).toBe('application/json; charset=utf-8');
  });
});

interface ParsedCue {
  index: number;
  start: number;
  end: number;
  lines: string[];
}

/** A strict little SRT reader: any deviation from the format throws. */
function parseSrt(srt: string): ParsedCue[] {
  if (srt === '') return [];
  expect(srt.endsWith('\n') && !srt.endsWith('\n\n')).toBe(true);
  expect(srt).not.toContain('\r');
  return srt
    .slice(0, -1)
    .split('\n\n')
    .map((block) => {
      const [index, times, ...lines] = block.split('\n');
      const match = /^(\d{2,}):([0-5]\d):([0-5]\d),(\d{3}) --> (\d{2,}):([0-5]\d):([0-5]\d),(\d{3})$/.exec(times ?? '');
      if (!match || !/^[1-9]\d*$/.test(index ?? '')) throw new Error(`bad cue header in:\n${block}`);
      const ms = (h: string, m: string, s: string, f: string) => ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(f);
      const [, h1, m1, s1, f1, h2, m2, s2, f2] = match as unknown as string[];
      return { index: Number(index), start: ms(h1!, m1!, s1!, f1!), end: ms(h2!, m2!, s2!, f2!), lines };
    });
}

/** Numbering from 1 without gaps, cues in order, never overlapping, readable line lengths. */
function validateSrt(srt: string): ParsedCue[] {
  const cues = parseSrt(srt);
  cues.forEach((cue, i) => {
    expect(cue.index).toBe(i + 1);
    expect(cue.end).toBeGreaterThan(cue.start);
    if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
    expect(cue.lines.length).toBeGreaterThanOrEqual(1);
    expect(cue.lines.length).toBeLessThanOrEqual(2);
    for (const line of cue.lines) {
      expect(line.trim()).not.toBe('');
      expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    }
  });
  return cues;
}
