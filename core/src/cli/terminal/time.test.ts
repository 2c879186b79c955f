import { describe, expect, it } from 'vitest';
import { formatClock } from './time.ts';

describe('formatClock', () => {
  it('shows mm:ss, hours only when there are some, and never a negative time', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(83.9)).toBe('01:23');
    expect(formatClock(3600 + 62)).toBe('1:01:02');
    expect(formatClock(-5)).toBe('00:00');
  });
});
