import { describe, expect, it } from 'vitest';
import { toRttm } from './rttm.ts';

describe('toRttm', () => {
  it('writes one SPEAKER line per turn with onset and duration in seconds, millisecond precision', () => {
    const rttm = toRttm('call-01', [
      { start: 0.5, end: 2.25, spk: 'S1' },
      { start: 2.4, end: 61.0004, spk: 'S2' },
    ]);
    expect(rttm).toBe(['SPEAKER call-01 1 0.500 1.750 <NA> <NA> S1 <NA> <NA>', 'SPEAKER call-01 1 2.400 58.600 <NA> <NA> S2 <NA> <NA>', ''].join('\n'));
  });

  it('keeps onset + duration equal to the end, without floating-point tails', () => {
    const line = toRttm('a', [{ start: 0.1, end: 0.3, spk: 'S1' }]);
    // 0.3 - 0.1 is 0.19999999999999998 in floating point.
    expect(line).toBe('SPEAKER a 1 0.100 0.200 <NA> <NA> S1 <NA> <NA>\n');
    const [, , , onset, duration] = line.trim().split(' ');
    expect(Number(onset) + Number(duration)).toBeCloseTo(0.3, 9);
  });

  it('replaces whitespace in names and the file id by _, so every line keeps its ten fields', () => {
    const rttm = toRttm('my call 01', [
      { start: 1, end: 2, spk: 'Ayşe Yılmaz' },
      { start: 3, end: 4, spk: ' Jean  Paul\tSartre ' },
    ]);
    const lines = rttm.trimEnd().split('\n');
    expect(lines.map((line) => line.split(' ').length)).toEqual([10, 10]);
    expect(lines.map((line) => line.split(' ')[1])).toEqual(['my_call_01', 'my_call_01']);
    expect(lines.map((line) => line.split(' ')[7])).toEqual(['Ayşe_Yılmaz', 'Jean_Paul_Sartre']);
  });

  it('orders turns by time whatever order they come in, and leaves out turns without length', () => {
    const rttm = toRttm('x', [
      { start: 5, end: 6, spk: 'S2' },
      { start: 1, end: 3, spk: 'S1' },
      { start: 1, end: 2, spk: 'S2' },
      { start: 4, end: 4, spk: 'S1' },
      { start: 7, end: 6.5, spk: 'S1' },
    ]);
    expect(rttm.trimEnd().split('\n').map((line) => line.split(' ').slice(3, 5).concat(line.split(' ')[7]!).join(' '))).toEqual([
      '1.000 1.000 S2',
      '1.000 2.000 S1',
      '5.000 1.000 S2',
    ]);
  });

  it('is empty for no turns', () => {
    expect(toRttm('x', [])).toBe('');
  });
});
