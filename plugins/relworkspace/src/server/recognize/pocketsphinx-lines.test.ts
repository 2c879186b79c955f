import { describe, expect, it } from 'vitest';
import { UtteranceLines } from './pocketsphinx-lines.ts';

describe('UtteranceLines', () => {
  it('closes an utterance at </s> with its real words, times from the start of the stream', () => {
    const lines = new UtteranceLines();
    const printed = ['he was not', '<s> 9.120 9.200 1.000000', 'he 9.210 9.300 0.998', '<sil> 9.310 9.400 1.000000', 'was(2) 9.410 9.600 0.5', '[NOISE] 9.610 9.700 1.0', 'not 9.710 9.900 1.2', '</s> 9.910 10.140 1.000000'];
    const closed = printed.map((line) => lines.push(line)).filter(Boolean);
    expect(closed).toEqual([{
      start: 9.12, end: 10.14, text: 'he was not',
      words: [{ w: 'he', start: 9.21, end: 9.3, conf: 0.998 }, { w: 'was', start: 9.41, end: 9.6, conf: 0.5 }, { w: 'not', start: 9.71, end: 9.9, conf: 1 }],
    }]);
  });
  it('closes an utterance of fillers with no words, and ignores other lines', () => {
    const lines = new UtteranceLines();
    expect(lines.push('INFO: something 1.0')).toBeUndefined();
    expect(lines.push('')).toBeUndefined();
    lines.push('<s> 1.000 1.100 1.000000');
    lines.push('++NOISE++ 1.100 1.500 1.000000');
    expect(lines.push('</s> 1.500 1.600 1.000000')).toEqual({ start: 1, end: 1.6, text: '', words: [] });
  });
});
