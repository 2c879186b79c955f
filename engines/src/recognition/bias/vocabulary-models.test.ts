import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processRunner, tempDir } from '@speechdeck/testing';
import { EspeakPronouncer } from '../pronunciation/espeak-pronouncer.ts';
import { readTrieLanguageModel } from './trie-language-model.ts';
import { VocabularyModels } from './vocabulary-models.ts';

/*
 * The builder on a three-word model (a trie binary made from a tiny ARPA here, so that a build
 * takes a fraction of a second): the words added with pronunciations, the sounds-like spellings as
 * more pronunciations of their words, the models kept and found again. The full en-us model's
 * reading and renormalization are language-model.test.ts's.
 */

const { dir, remove } = tempDir('vocabulary-models');
const TINY_ARPA = `\\data\\\nngram 1=5\nngram 2=4\nngram 3=2\n\n\\1-grams:\n-0.7\t</s>\t0\n-99\t<s>\t-0.3\n-0.6\tthe\t-0.3\n-0.6\tpatient\t-0.3\n-0.7\ttakes\t-0.3\n
\\2-grams:\n-0.3\t<s> the\t-0.2\n-0.3\tthe patient\t-0.2\n-0.3\tpatient takes\t-0.2\n-0.3\ttakes </s>\t-0.2\n
\\3-grams:\n-0.2\t<s> the patient\n-0.2\tthe patient takes\n\n\\end\\\n`;
const base = { lm: join(dir, 'tiny.lm.bin'), dict: join(dir, 'tiny.dict') };
const installed = processRunner.isInstalled('sphinx_lm_convert') && processRunner.isInstalled('espeak-ng');

beforeAll(() => {
  if (!installed) return;
  writeFileSync(join(dir, 'tiny.arpa'), TINY_ARPA);
  execFileSync('sphinx_lm_convert', ['-i', join(dir, 'tiny.arpa'), '-o', base.lm], { stdio: 'ignore' });
  writeFileSync(base.dict, 'the DH AH\nthe(2) DH IY\npatient P EY SH AH N T\ntakes T EY K S\n');
});
afterAll(remove);

describe.skipIf(!installed)('VocabularyModels (needs sphinx_lm_convert and espeak-ng)', () => {
  const pronouncer = new EspeakPronouncer(processRunner, { dictionary: base.dict, language: 'en', espeakVoice: 'en-us' });
  const models = new VocabularyModels(join(dir, 'built'), pronouncer, processRunner);
  const request = {
    base, language: 'en', words: ['xarelto', 'patient', 'the'], count: 3, log10Prob: -2,
    soundsLike: new Map([['xarelto', ['zuh relto']], ['patient', ['pay shunt']], ['the', ['thy', 'thy']]]),
  };

  it('adds the words the model lacks, and each sounds-like spelling as another pronunciation numbered after its word\'s', async () => {
    const built = await models.modelsFor(request);
    expect(built.added).toBe(1);
    expect((await readTrieLanguageModel(built.lm)).words).toContain('xarelto');
    const dict = readFileSync(built.dict, 'utf8').trim().split('\n');
    expect(dict).toContain('patient P EY SH AH N T');
    expect(dict.filter((line) => line.startsWith('xarelto '))).toHaveLength(1);
    // "zuh relto": espeak-ng's phones of the two words, one after the other, as xarelto's second way.
    expect(dict.find((line) => line.startsWith('xarelto(2) '))).toMatch(/^xarelto\(2\) Z .*R .*L T OW$/);
    // "pay shunt" says what the dictionary has already: not repeated. "the" had two ways, so "thy" is its third, once.
    expect(dict.filter((line) => line.startsWith('patient('))).toEqual([]);
    expect(dict.filter((line) => line.startsWith('the('))).toEqual(['the(2) DH IY', 'the(3) DH AY']);
  });

  it('answers the models kept for the same request, and builds others for other spellings', async () => {
    const first = await models.modelsFor(request);
    expect(await models.modelsFor(request)).toEqual(first);
    const other = await models.modelsFor({ ...request, soundsLike: new Map() });
    expect(other.lm).not.toBe(first.lm);
    expect(readFileSync(other.dict, 'utf8')).not.toContain('xarelto(2)');
  });
});
