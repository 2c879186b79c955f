import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/plugin-stt/server';
import { tempDir } from '@speechdeck/testing';
import { addUnigrams, type BiasedLanguageModel } from './add-unigrams.ts';
import { readTrieLanguageModel, type TrieLanguageModel } from './trie-language-model.ts';
import { writeArpa } from './write-arpa.ts';

const { dir, remove } = tempDir('med-lm');
let base: TrieLanguageModel;
let biased: BiasedLanguageModel;
const ADDED = ['metoprololx', 'cholecystectomyx', 'lisinoprilx'];

beforeAll(async () => {
  base = await readTrieLanguageModel(DEBIAN_POCKETSPHINX.lm);
  biased = addUnigrams(base, [...ADDED, 'the'], -5);
}, 60_000);
afterAll(remove);

/** P(w | h) over the whole vocabulary, by the model's explicit bigrams and backoff: it must sum to 1. */
function bigramSum(model: { words: string[]; unigramProb: Float64Array; unigramBackoff: Float64Array }, h: number): number {
  const explicit = new Map<number, number>();
  for (let w = 0; w < base.words.length; w++) {
    for (let b = base.bigramStart[w]!; b < base.bigramStart[w + 1]!; b++) if (base.bigramWord[b] === h) explicit.set(w, base.bigramProb[b]!);
  }
  const alpha = 10 ** model.unigramBackoff[h]!;
  let sum = 0;
  for (let w = 0; w < model.words.length; w++) {
    if (model.words[w] === '<s>') continue;
    sum += explicit.has(w) ? 10 ** explicit.get(w)! : alpha * 10 ** model.unigramProb[w]!;
  }
  return sum;
}

const unigramSum = (model: { words: string[]; unigramProb: Float64Array }) =>
  model.words.reduce((sum, word, w) => (word === '<s>' ? sum : sum + 10 ** model.unigramProb[w]!), 0);

describe('the trie language model reader, on Debian\'s en-us model', () => {
  it('reads every n-gram the trie holds (6 fewer bigrams than its header counts), normalized', () => {
    expect([base.words.length, base.bigramWord.length, base.trigramWord.length]).toEqual([72547, 2051541, 1669625]);
    expect(base.words.slice(0, 3)).toEqual(["'bout", "'cause", "'em"]);
    expect(base.unigramProb[1]).toBeCloseTo(-4.5777, 3);
    expect(unigramSum(base)).toBeCloseTo(1, 4);
    const id = (word: string) => base.words.indexOf(word);
    for (const h of ['the', 'patient', 'elinor', '<s>']) expect(bigramSum(base, id(h)), h).toBeCloseTo(1, 3);
  });
});

describe('addUnigrams', () => {
  it('adds only the words the model lacks, each at the probability asked, and stays normalized', () => {
    expect(biased.words.slice(base.words.length)).toEqual(ADDED);
    for (const word of ADDED) expect(biased.unigramProb[biased.words.indexOf(word)]).toBe(-5);
    expect(unigramSum(biased)).toBeCloseTo(1, 4);
    // Histories with few and with many explicit bigrams: their backoff now reaches the new words too.
    for (const h of ['the', 'patient', 'elinor', 'of']) {
      const id = base.words.indexOf(h);
      expect(bigramSum(biased, id), h).toBeCloseTo(1, 3);
      expect(biased.unigramBackoff[id]).not.toBe(base.unigramBackoff[id]);
    }
  });

  it('refuses to give the new words half the probability mass or more', () => {
    expect(() => addUnigrams(base, Array.from({ length: 60_000 }, (_, i) => `w${i}x`), -5)).toThrow(/probability mass/);
  });

  it('writes an ARPA file sphinx_lm_convert builds a trie from, which reads back as written', async () => {
    const arpa = join(dir, 'biased.arpa');
    await writeArpa(biased, arpa);
    const bin = join(dir, 'biased.lm.bin');
    execFileSync('sphinx_lm_convert', ['-i', arpa, '-o', bin], { stdio: 'ignore' });
    const back = await readTrieLanguageModel(bin);
    expect(back.words).toEqual(biased.words);
    expect([back.bigramWord.length, back.trigramWord.length]).toEqual([base.bigramWord.length, base.trigramWord.length]);
    const metoprolol = back.words.indexOf('metoprololx');
    expect(back.unigramProb[metoprolol]).toBeCloseTo(-5, 3);
    expect(back.bigramStart[metoprolol + 1]).toBe(back.bigramStart[metoprolol]);
    // Bigram and trigram probabilities come back within the 16-bit quantization's error.
    for (const b of [0, 1000, 1_000_000, 2_000_000]) expect(back.bigramProb[b]).toBeCloseTo(base.bigramProb[b]!, 2);
    for (const t of [0, 500_000, 1_600_000]) expect(back.trigramProb[t]).toBeCloseTo(base.trigramProb[t]!, 2);
  }, 120_000);
});
