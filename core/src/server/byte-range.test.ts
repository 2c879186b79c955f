import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it('serves the whole file without a range, or with one it does not take', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=0-1,5-9', 'items=0-9', 'bytes=a-b', 'bytes 0-9']) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });

  it('reads a start and an end, both inclusive, an open end to the last byte, and clamps an end past the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange(' bytes=100-199 ', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=999-999', 1000)).toEqual({ start: 999, end: 999 });
  });

  it('reads a suffix as the last bytes, the whole file when it asks for more', () => {
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('calls a range past the end, backwards or over an empty file unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1010-1020', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
