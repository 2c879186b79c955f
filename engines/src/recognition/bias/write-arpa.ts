import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { BiasedLanguageModel } from './add-unigrams.ts';

const f = (x: number) => x.toFixed(4);

/** Writes the model as an ARPA file (the text format `sphinx_lm_convert` turns into a trie binary). */
export async function writeArpa(model: BiasedLanguageModel, path: string): Promise<void> {
  const { base, words } = model;
  const out = createWriteStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  let chunk = '';
  const write = async (line: string) => {
    chunk += line;
    if (chunk.length < 1 << 20) return;
    if (!out.write(chunk)) await once(out, 'drain');
    chunk = '';
  };
  const bigrams = base.bigramWord.length;
  await write(`\\data\\\nngram 1=${words.length}\nngram 2=${bigrams}\nngram 3=${base.trigramWord.length}\n\n\\1-grams:\n`);
  for (let w = 0; w < words.length; w++) await write(`${f(model.unigramProb[w]!)}\t${words[w]}\t${f(model.unigramBackoff[w]!)}\n`);
  await write('\n\\2-grams:\n');
  const n = base.words.length;
  for (let w = 0; w < n; w++) {
    for (let b = base.bigramStart[w]!; b < base.bigramStart[w + 1]!; b++) {
      await write(`${f(base.bigramProb[b]!)}\t${base.words[base.bigramWord[b]!]} ${base.words[w]}\t${f(base.bigramBackoff[b]!)}\n`);
    }
  }
  await write('\n\\3-grams:\n');
  for (let w = 0; w < n; w++) {
    for (let b = base.bigramStart[w]!; b < base.bigramStart[w + 1]!; b++) {
      const h = base.words[base.bigramWord[b]!];
      for (let t = base.trigramStart[b]!; t < base.trigramStart[b + 1]!; t++) {
        await write(`${f(base.trigramProb[t]!)}\t${base.words[base.trigramWord[t]!]} ${h} ${base.words[w]}\n`);
      }
    }
  }
  await write('\n\\end\\\n');
  out.end(chunk);
  await once(out, 'finish');
}
