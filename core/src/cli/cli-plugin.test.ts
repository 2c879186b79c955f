import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { defineCliPlugin } from './cli-plugin.ts';

describe('defineCliPlugin', () => {
  it('gives the plugin back and refuses an id that is not kebab-case', () => {
    const commands = [new Command('hello')];
    expect(defineCliPlugin({ id: 'speaker-id', commands })).toEqual({ id: 'speaker-id', commands });
    expect(() => defineCliPlugin({ id: 'Speaker_ID', commands })).toThrowError("invalid plugin id 'Speaker_ID'");
  });
});
