import { describe, expect, it } from 'vitest';
import { defaultSessionName, distinctName } from './session-name.ts';

describe('session names', () => {
  it('names a session by its UTC minute', () => {
    expect(defaultSessionName(new Date('2026-11-23T09:41:27.500Z'))).toBe('Live session 2026-11-23 09:41');
  });

  it('numbers a name the user already has, from (2) on, past the numbers taken too', () => {
    expect(distinctName('Live session 2026-11-23 09:41', ['Other'])).toBe('Live session 2026-11-23 09:41');
    expect(distinctName('Live session 2026-11-23 09:41', ['Live session 2026-11-23 09:41'])).toBe('Live session 2026-11-23 09:41 (2)');
    expect(distinctName('Standup', ['Standup', 'Standup (2)', 'Standup (4)'])).toBe('Standup (3)');
  });
});
