import { open } from 'node:fs/promises';

/**
 * A CMU Sphinx trie language model (`*.lm.bin`, sphinxbase's `ngram_model_trie`) read into typed
 * arrays: Debian's `sphinx_lm_convert` cannot write the shipped en-us model as ARPA (its header
 * counts 6 more bigrams than its trie holds and the writer asserts they match; fixed upstream in
 * pocketsphinx PR 501, not in Debian's 5prealpha), so the model is read here.
 *
 * The format (sphinxbase lm_trie.c, lm_trie_quant.c, stable since 2016): a header, 16-bit
 * quantization tables, the unigrams as (prob, backoff, next) records, then the bigrams and trigrams
 * bit-packed. The trie is reversed as in KenLM: under a unigram w lie the bigrams "h w" (keyed by h),
 * under a bigram entry "h w" the trigrams "g h w" (keyed by g). Probabilities are natural-log-like
 * values in logmath base 1.0001 in the file; this reads them as log10.
 */
export interface TrieLanguageModel {
  order: 3;
  words: string[];
  /** log10 unigram probability and backoff, per word id. */
  unigramProb: Float64Array;
  unigramBackoff: Float64Array;
  /** Bigrams under unigram w: entries [bigramStart[w], bigramStart[w + 1]). */
  bigramStart: Uint32Array;
  /** Per bigram entry: the history word h of "h w", log10 probability and backoff. */
  bigramWord: Uint32Array;
  bigramProb: Float64Array;
  bigramBackoff: Float64Array;
  /** Trigrams under bigram entry b: entries [trigramStart[b], trigramStart[b + 1]). */
  trigramStart: Uint32Array;
  /** Per trigram entry: the first word g of "g h w" and its log10 probability. */
  trigramWord: Uint32Array;
  trigramProb: Float64Array;
}

const HEADER = 'Trie Language Model';
/** log10 of sphinxbase's default log base, 1.0001: file values times this are log10. */
const LOG10_BASE = Math.log10(1.0001);
const QUANT_BITS = 16;
const QUANT_TABLE = 1 << QUANT_BITS;

const requiredBits = (max: number) => (max === 0 ? 0 : Math.floor(Math.log2(max)) + 1);

/** sphinxbase's bitarr_read_int25 on a little-endian machine: `length` bits from bit `offset`. */
function readBits(bytes: Buffer, offset: number, length: number): number {
  const byte = offset >>> 3;
  const value = bytes.readUInt32LE(byte);
  const shift = offset & 7;
  // Up to 25 bits plus a shift of 7 fit in 32 bits.
  return (value >>> shift) & ((2 ** length) - 1);
}

/** Size in bytes of a bit-packed array of `entries` records (sphinxbase base_size). */
const packedSize = (entries: number, totalBits: number) => Math.floor(((1 + entries) * totalBits + 7) / 8) + 8;

export async function readTrieLanguageModel(path: string): Promise<TrieLanguageModel> {
  const file = await open(path, 'r');
  let data: Buffer;
  try {
    data = await file.readFile();
  } finally {
    await file.close();
  }
  if (data.toString('latin1', 0, HEADER.length) !== HEADER) throw new Error(`${path} is not a CMU Sphinx trie language model`);
  let at = HEADER.length;
  const order = data.readUInt8(at);
  at += 1;
  if (order !== 3) throw new Error(`${path}: a ${order}-gram model; only trigram models are read`);
  const counts = [0, 1, 2].map((i) => data.readUInt32LE(at + 4 * i)) as [number, number, number];
  at += 12 + 4; // the counts, then an int that once named the quantization
  const table = (index: number) => new Float32Array(data.buffer.slice(data.byteOffset + at + index * QUANT_TABLE * 4, data.byteOffset + at + (index + 1) * QUANT_TABLE * 4));
  const bigramProbBins = table(0);
  const bigramBackoffBins = table(1);
  const trigramProbBins = table(2);
  at += 3 * QUANT_TABLE * 4;

  const [unigramCount, headerBigrams, headerTrigrams] = counts;
  const unigramProb = new Float64Array(unigramCount);
  const unigramBackoff = new Float64Array(unigramCount);
  const bigramStart = new Uint32Array(unigramCount + 1);
  for (let w = 0; w <= unigramCount; w++) {
    if (w < unigramCount) {
      unigramProb[w] = data.readFloatLE(at) * LOG10_BASE;
      unigramBackoff[w] = data.readFloatLE(at + 4) * LOG10_BASE;
    }
    bigramStart[w] = data.readUInt32LE(at + 8);
    at += 12;
  }

  const wordBits = requiredBits(unigramCount);
  const nextBits = requiredBits(headerTrigrams);
  const middleBits = wordBits + 2 * QUANT_BITS + nextBits;
  const middle = data.subarray(at, at + packedSize(headerBigrams, middleBits));
  at += middle.length;
  const longestBits = wordBits + QUANT_BITS;
  const longest = data.subarray(at, at + packedSize(headerTrigrams, longestBits));
  at += longest.length;

  // The header may count more n-grams than the trie holds (en-us: 6 bigrams of padding): the
  // unigrams' and bigrams' last `next` pointers say how many there are.
  const bigrams = bigramStart[unigramCount]!;
  const bigramWord = new Uint32Array(bigrams);
  const bigramProb = new Float64Array(bigrams);
  const bigramBackoff = new Float64Array(bigrams);
  const trigramStart = new Uint32Array(bigrams + 1);
  for (let b = 0; b <= bigrams; b++) {
    const base = b * middleBits;
    trigramStart[b] = readBits(middle, base + wordBits + 2 * QUANT_BITS, nextBits);
    if (b === bigrams) break;
    bigramWord[b] = readBits(middle, base, wordBits);
    bigramBackoff[b] = bigramBackoffBins[readBits(middle, base + wordBits, QUANT_BITS)]! * LOG10_BASE;
    bigramProb[b] = bigramProbBins[readBits(middle, base + wordBits + QUANT_BITS, QUANT_BITS)]! * LOG10_BASE;
  }
  const trigrams = trigramStart[bigrams]!;
  const trigramWord = new Uint32Array(trigrams);
  const trigramProb = new Float64Array(trigrams);
  for (let t = 0; t < trigrams; t++) {
    const base = t * longestBits;
    trigramWord[t] = readBits(longest, base, wordBits);
    trigramProb[t] = trigramProbBins[readBits(longest, base + wordBits, QUANT_BITS)]! * LOG10_BASE;
  }

  const stringBytes = data.readInt32LE(at);
  at += 4;
  const words = data.toString('utf8', at, at + stringBytes).split('\0').slice(0, unigramCount);
  if (words.length !== unigramCount) throw new Error(`${path}: ${words.length} word strings for ${unigramCount} unigrams`);
  return { order: 3, words, unigramProb, unigramBackoff, bigramStart, bigramWord, bigramProb, bigramBackoff, trigramStart, trigramWord, trigramProb };
}
