import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import { tempDir } from '@speechdeck/testing';
import { addUnigrams, type BiasedLanguageModel } from './add-unigrams.ts';
import { readTrieLanguageModel, type TrieLanguageModel } from './trie-language-model.ts';
import { writeArpa } from './write-arpa.ts';

const { dir, remove } = tempDir('vocabulary-lm');
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
    // An eighth of the model (all its words; the bigrams under every 8th and their trigrams), to convert in a second:
    // `pnpm bench med-quality` reads back the whole model with 10,000 words added, as every vocabulary build makes it.
    const thin = thinned(base, 8);
    expect(thin.bigramWord.length).toBeGreaterThan(200_000);
    expect(thin.trigramWord.length).toBeGreaterThan(10_000);
    const model = addUnigrams(thin, [...ADDED, 'the'], -5);
    const arpa = join(dir, 'biased.arpa');
    await writeArpa(model, arpa);
    const bin = join(dir, 'biased.lm.bin');
    execFileSync('sphinx_lm_convert', ['-i', arpa, '-o', bin], { stdio: 'ignore' });
    const back = await readTrieLanguageModel(bin);
    expect(back.words).toEqual(model.words);
    // The same n-grams in the same places (compared as bytes: vitest's deep equality takes seconds on arrays this long).
    const same = (a: Uint32Array, b: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
    expect(same(back.bigramStart, new Uint32Array([...thin.bigramStart, ...ADDED.map(() => thin.bigramWord.length)]))).toBe(true);
    expect(same(back.bigramWord, thin.bigramWord)).toBe(true);
    expect(same(back.trigramStart, thin.trigramStart)).toBe(true);
    expect(same(back.trigramWord, thin.trigramWord)).toBe(true);
    const metoprolol = back.words.indexOf('metoprololx');
    expect(back.unigramProb[metoprolol]).toBeCloseTo(-5, 3);
    // Unigrams as written (4 decimals, kept as floats); bigram and trigram values within the 16-bit quantization's error:
    // fewer than one in a thousand off by more than 0.005 (the bins are sparse at the extremes: 0.08 at most here), none by 0.25.
    const gaps = (a: Float64Array, b: Float64Array) => a.map((x, i) => Math.abs(x - b[i]!));
    const largest = (g: Float64Array) => g.reduce((max, x) => Math.max(max, x), 0);
    const offShare = (g: Float64Array) => g.filter((x) => x > 0.005).length / g.length;
    expect(largest(gaps(back.unigramProb, model.unigramProb))).toBeLessThan(1e-4);
    expect(largest(gaps(back.unigramBackoff, model.unigramBackoff))).toBeLessThan(1e-4);
    for (const [name, g] of [['bigram probabilities', gaps(back.bigramProb, thin.bigramProb)], ['bigram backoffs', gaps(back.bigramBackoff, thin.bigramBackoff)], ['trigram probabilities', gaps(back.trigramProb, thin.trigramProb)]] as const) {
      expect(largest(g), name).toBeLessThan(0.25);
      expect(offShare(g), name).toBeLessThan(0.001);
    }
  });
});

/**
 * The model with the bigrams under every `every`-th word only, and of their trigrams those whose
 * context (the bigram "g h" of "g h w") is kept too: a smaller model of the same words that is still
 * a valid one.
 */
function thinned(model: TrieLanguageModel, every: number): TrieLanguageModel {
  const n = model.words.length;
  const kept = (w: number) => w % every === 0;
  const bigrams: number[] = [];
  const trigrams: number[] = [];
  const bigramStart = new Uint32Array(n + 1);
  const trigramStarts: number[] = [];
  for (let w = 0; w < n; w++) {
    bigramStart[w] = bigrams.length;
    if (!kept(w)) continue;
    for (let b = model.bigramStart[w]!; b < model.bigramStart[w + 1]!; b++) {
      trigramStarts.push(trigrams.length);
      bigrams.push(b);
      if (!kept(model.bigramWord[b]!)) continue;
      for (let t = model.trigramStart[b]!; t < model.trigramStart[b + 1]!; t++) trigrams.push(t);
    }
  }
  bigramStart[n] = bigrams.length;
  const pick = <A extends Float64Array | Uint32Array>(from: A, at: number[], make: new (length: number) => A): A => {
    const out = new make(at.length);
    at.forEach((i, k) => (out[k] = from[i]!));
    return out;
  };
  return {
    ...model,
    bigramStart,
    bigramWord: pick(model.bigramWord, bigrams, Uint32Array),
    bigramProb: pick(model.bigramProb, bigrams, Float64Array),
    bigramBackoff: pick(model.bigramBackoff, bigrams, Float64Array),
    trigramStart: new Uint32Array([...trigramStarts, trigrams.length]),
    trigramWord: pick(model.trigramWord, trigrams, Uint32Array),
    trigramProb: pick(model.trigramProb, trigrams, Float64Array),
  };
}
