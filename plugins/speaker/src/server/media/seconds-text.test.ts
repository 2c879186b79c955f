import { describe, expect, it } from 'vitest';
import { secondsBeside } from './seconds-text.ts';

describe('seconds beside a limit', () => {
  it('say one decimal, and more where one would round onto the limit', () => {
    expect(secondsBeside(2.0, 3)).toBe('2.0 s');
    expect(secondsBeside(2.99, 3)).toBe('2.99 s');
    expect(secondsBeside(2.9996, 3)).toBe('2.9996 s');
    expect(secondsBeside(30.02, 30)).toBe('30.02 s');
    expect(secondsBeside(31.4, 30)).toBe('31.4 s');
  });
});
