import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineFailedError, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';
import type { RecognizerModels } from '../asr-engine.ts';
import type { Pronouncer } from '../pronunciation/pronouncer.ts';
import { pronounceTerms } from '../sounds-like/pronounce-terms.ts';
import { addUnigrams } from './add-unigrams.ts';
import { readTrieLanguageModel } from './trie-language-model.ts';
import { writeArpa } from './write-arpa.ts';

/** Bump when what is built changes, so that models built by an older version are built again. */
const BUILD_VERSION = 1;

export interface VocabularyModelsRequest {
  /** The recognizer's own models, which the vocabulary extends. */
  base: RecognizerModels;
  language: string;
  /** The words to add, most useful first; the first `count` the model lacks are added. */
  words: readonly string[];
  count: number;
  /** Each added word's unigram probability (log10). */
  log10Prob: number;
  /**
   * Other ways to say some of the words ("zarelto" for xarelto): each spelling's pronunciation is
   * added as another one of the word (`word(2)`), so the recognizer hears the word when it is said
   * the way its user says it rather than the way the dictionary or espeak-ng would.
   */
  soundsLike?: ReadonlyMap<string, readonly string[]>;
  signal?: AbortSignal;
}

export interface BuiltModels extends RecognizerModels {
  /** Words added to the language model (all of them with a pronunciation in the dictionary). */
  added: number;
}

interface Manifest {
  added: number;
  withoutPronunciation: number;
  builtAt: string;
}

/**
 * Language models and dictionaries for pocketsphinx that include a vocabulary, built once and
 * kept in `dir` under a key of what they are made of (the base files, the words, the
 * probability), so a restart or another host on the same data finds them. Pronunciations of words
 * the dictionary lacks come from the pronouncer (espeak-ng); the language model is the base one
 * read from its trie binary, given the words as unigrams (renormalized, see addUnigrams), written
 * as ARPA and turned back into a trie binary by `sphinx_lm_convert` (Debian sphinxbase-utils).
 */
export class VocabularyModels {
  private readonly building = new Map<string, Promise<BuiltModels>>();

  constructor(
    private readonly dir: string,
    private readonly pronouncer: Pronouncer,
    private readonly processes: ProcessRunner,
  ) {}

  async modelsFor(request: VocabularyModelsRequest): Promise<BuiltModels> {
    const key = await this.keyOf(request);
    const folder = join(this.dir, key);
    const kept = await this.kept(folder);
    if (kept) return kept;
    let build = this.building.get(key);
    if (!build) {
      build = this.build(request, folder).finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private async keyOf(request: VocabularyModelsRequest): Promise<string> {
    const files = await Promise.all([request.base.lm, request.base.dict].map(async (path) => {
      const info = await stat(path);
      return [path, info.size, info.mtimeMs];
    }));
    const hash = createHash('sha256').update(JSON.stringify([BUILD_VERSION, files, request.language, request.count, request.log10Prob]));
    for (const word of request.words) hash.update(`${word}\n`);
    for (const [word, spellings] of request.soundsLike ?? []) hash.update(`${word}=${spellings.join('|')}\n`);
    return `${request.language}-${request.count}-${hash.digest('hex').slice(0, 16)}`;
  }

  private async kept(folder: string): Promise<BuiltModels | null> {
    const manifest = join(folder, 'manifest.json');
    if (!existsSync(manifest)) return null;
    const { added } = JSON.parse(await readFile(manifest, 'utf8')) as Manifest;
    return { lm: join(folder, 'lm.bin'), dict: join(folder, 'dict'), added };
  }

  private async build(request: VocabularyModelsRequest, folder: string): Promise<BuiltModels> {
    const work = `${folder}.building-${process.pid}-${Date.now()}`;
    await mkdir(work, { recursive: true });
    try {
      const base = await readTrieLanguageModel(request.base.lm);
      const inModel = new Set(base.words);
      const wanted = [...new Set(request.words)].filter((word) => !inModel.has(word)).slice(0, request.count);
      request.signal?.throwIfAborted();
      const generated = await this.pronouncer.writeDictionary(wanted, request.language, join(work, 'dict'));
      const known = await Promise.all(wanted.map((word) => this.pronouncer.knows(word, request.language)));
      const sayable = new Set(generated.map((entry) => entry.word));
      const words = wanted.filter((word, i) => known[i] || sayable.has(word));
      if (request.soundsLike?.size) await this.addSoundsLike(join(work, 'dict'), request.soundsLike, request.language);
      request.signal?.throwIfAborted();
      const arpa = join(work, 'lm.arpa');
      await writeArpa(addUnigrams(base, words, request.log10Prob), arpa);
      const converted = await this.processes.run('sphinx_lm_convert', ['-i', arpa, '-o', join(work, 'lm.bin')], {
        name: 'sphinx_lm_convert',
        installHint: 'apt-get install sphinxbase-utils',
        signal: request.signal,
        timeoutMs: 10 * 60 * 1000,
      });
      if (converted.exitCode !== 0) throw new EngineFailedError('Building the language model with the vocabulary failed (sphinx_lm_convert).', 502, { cause: stderrSummary(converted.stderr) });
      await rm(arpa);
      const manifest: Manifest = { added: words.length, withoutPronunciation: wanted.length - words.length, builtAt: new Date().toISOString() };
      await writeFile(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
      // Another process may have finished the same models first: theirs stay.
      await rename(work, folder).catch(async (error: unknown) => {
        if (!existsSync(join(folder, 'manifest.json'))) throw error;
      });
      return (await this.kept(folder))!;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /**
   * Appends each sounds-like spelling's pronunciation to the dictionary as another of its word's,
   * numbered after those the word has (pocketsphinx refuses a `word(n)` twice). A spelling the
   * pronouncer cannot say is left out; a word's pronunciation identical to one it has is not repeated.
   */
  private async addSoundsLike(dict: string, soundsLike: ReadonlyMap<string, readonly string[]>, language: string): Promise<void> {
    const lines = (await readFile(dict, 'utf8')).split('\n');
    const had = new Map<string, string[]>();
    for (const line of lines) {
      const [entry, ...phones] = line.trim().split(/\s+/);
      const word = entry?.replace(/\(\d+\)$/, '');
      if (word && soundsLike.has(word)) had.set(word, [...(had.get(word) ?? []), phones.join(' ')]);
    }
    const extra: string[] = [];
    for (const [word, spellings] of soundsLike) {
      const said = had.get(word);
      // Only a word the dictionary has can take another pronunciation (one espeak-ng could not say has none).
      if (!said) continue;
      for (const { phones } of await pronounceTerms(spellings, this.pronouncer, language)) {
        const joined = phones.join(' ');
        if (said.includes(joined)) continue;
        said.push(joined);
        extra.push(`${word}(${said.length}) ${joined}`);
      }
    }
    if (extra.length > 0) await writeFile(dict, `${lines.join('\n').replace(/\n*$/, '\n')}${extra.join('\n')}\n`);
  }
}
