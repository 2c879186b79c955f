import { describe, expect, it } from 'vitest';
import { CliError, EXIT_CODES } from '@speechdeck/core/cli';
import type { LanguagePair } from '../../index.ts';
import { defaultSource } from './default-source.ts';

const PAIRS: LanguagePair[] = [
  { engine: 'apertium', source: 'en', target: 'es' }, { engine: 'apertium', source: 'es', target: 'en' },
  { engine: 'apertium', source: 'eu', target: 'en' }, { engine: 'openai', source: 'tr', target: 'es' },
];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return [error.exitCode, error.message];
  }
  throw new Error('not refused');
};

describe('the language of text given without --from', () => {
  it('is the one language translated to the target, by the engine asked for when there is one', () => {
    expect(defaultSource(PAIRS, 'es', 'apertium')).toBe('en');
    expect(defaultSource(PAIRS.slice(0, 3), 'es')).toBe('en');
  });

  it('is asked for when several are translated to the target, naming them', () => {
    expect(refusal(() => defaultSource(PAIRS, 'en'))).toEqual([EXIT_CODES.USAGE, 'Say which language the text is in: this host translates to en from es, eu (--from es, for example).']);
    expect(refusal(() => defaultSource(PAIRS, 'es'))[1]).toMatch(/to es from en, tr/);
  });

  it('says what is translated to when nothing is translated to the target', () => {
    expect(refusal(() => defaultSource(PAIRS, 'tr', 'apertium'))).toEqual([EXIT_CODES.FAILURE, 'Nothing is translated to tr with apertium on this host; it translates to en, es.']);
  });
});
