import { describe, expect, it } from 'vitest';
import type { LanguagePair } from '../../contract/mt-api.ts';
import { canSwap, enginesOf, settlePair, sourcesOf, targetsOf } from './pairs.ts';

const PAIRS: LanguagePair[] = [
  { engine: 'apertium', source: 'en', target: 'es' }, { engine: 'apertium', source: 'es', target: 'en' },
  { engine: 'apertium', source: 'en', target: 'ca' }, { engine: 'apertium', source: 'eu', target: 'en' },
  { engine: 'openai', source: 'en', target: 'tr' }, { engine: 'openai', source: 'en', target: 'es' },
];

describe('the pickers\' choices from the served pairs', () => {
  it('list sources, the targets of a source, and the engines of a pair in the host\'s order', () => {
    expect(sourcesOf(PAIRS)).toEqual(['en', 'es', 'eu']);
    expect(targetsOf(PAIRS, 'en')).toEqual(['ca', 'es', 'tr']);
    expect(targetsOf(PAIRS, 'eu')).toEqual(['en']);
    expect(enginesOf(PAIRS, 'en', 'es')).toEqual(['apertium', 'openai']);
    expect(enginesOf(PAIRS, 'en', 'tr')).toEqual(['openai']);
  });

  it('keep a served choice, and move a target the new source lacks to one it has', () => {
    expect(settlePair(PAIRS, 'en', 'tr')).toEqual({ source: 'en', target: 'tr' });
    expect(settlePair(PAIRS, 'eu', 'tr')).toEqual({ source: 'eu', target: 'en' });
    expect(settlePair(PAIRS, '', '')).toEqual({ source: 'en', target: 'es' });
    expect(settlePair([], 'en', 'es')).toEqual({ source: '', target: '' });
  });

  it('swap only a pair served both ways', () => {
    expect(canSwap(PAIRS, 'en', 'es')).toBe(true);
    expect(canSwap(PAIRS, 'en', 'ca')).toBe(false);
    expect(canSwap(PAIRS, 'eu', 'en')).toBe(false);
  });
});
