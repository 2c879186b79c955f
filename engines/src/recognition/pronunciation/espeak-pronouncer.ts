import { createReadStream } from 'node:fs';
import { appendFile, copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EngineFailedError, EngineUnavailableError, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';
import { espeakToCmu } from './espeak-phones.ts';
import type { PocketsphinxConfig } from '../pocketsphinx-engine.ts';
import type { Pronouncer, Pronunciation } from './pronouncer.ts';

export interface EspeakPronouncerConfig {
  /** The embedded recognizer's dictionary (CMU format: `word PH ON ES`, variants as `word(2)`). */
  dictionary: string;
  /** Its language; none when its phones are not the CMU ones espeak-phones.ts maps onto. */
  language: string | undefined;
  /** The espeak-ng voice whose phonemes are mapped. */
  espeakVoice: string;
  espeakBin?: string;
}

/** For pocketsphinx as configured: its English model uses the CMU phones; other models get no pronunciations. */
export function espeakPronouncerFor(processes: ProcessRunner, pocketsphinx: PocketsphinxConfig): EspeakPronouncer {
  const language = pocketsphinx.language === 'en' ? 'en' : undefined;
  return new EspeakPronouncer(processes, { dictionary: pocketsphinx.dict, language, espeakVoice: 'en-us' });
}

/** A word espeak-ng can be given on a line of its own: letters, digits, inner hyphens and apostrophes. */
const SAYABLE = /^[a-z0-9](?:[a-z0-9'-]*[a-z0-9])?$/;
/** Words per espeak-ng run: ~0.6 ms a word, so one run stays within a few seconds. */
const BATCH = 5000;

/**
 * Pronunciations from the recognizer's own dictionary, else from espeak-ng (GPL-3, run as a
 * separate program) mapped onto the recognizer's phones. Made pronunciations are kept for the
 * life of the host, since the same lexicon or keywords come back.
 */
export class EspeakPronouncer implements Pronouncer {
  readonly languages: readonly string[];
  private known: Promise<Set<string>> | undefined;
  private readonly made = new Map<string, Pronunciation | null>();

  constructor(
    private readonly processes: ProcessRunner,
    private readonly config: EspeakPronouncerConfig,
  ) {
    this.languages = config.language ? [config.language] : [];
  }

  async knows(word: string, language: string): Promise<boolean> {
    this.requireLanguage(language);
    return (await this.dictionaryWords()).has(word.toLowerCase());
  }

  async pronounce(words: readonly string[], language: string): Promise<Map<string, Pronunciation>> {
    this.requireLanguage(language);
    const wanted = [...new Set(words.map((word) => word.toLowerCase()))];
    const known = await this.dictionaryWords();
    const missing = wanted.filter((word) => !known.has(word) && !this.made.has(word));
    await this.generate(missing.filter((word) => SAYABLE.test(word)));
    const answer = new Map<string, Pronunciation>();
    const fromDictionary = wanted.filter((word) => known.has(word));
    for (const [word, phones] of await this.dictionaryEntries(fromDictionary)) answer.set(word, { word, phones, source: 'dictionary' });
    for (const word of wanted) {
      const made = this.made.get(word);
      if (made) answer.set(word, made);
    }
    return answer;
  }

  async writeDictionary(words: readonly string[], language: string, path: string): Promise<readonly Pronunciation[]> {
    const known = await this.dictionaryWords();
    const missing = words.map((word) => word.toLowerCase()).filter((word) => !known.has(word));
    const added = [...(await this.pronounce(missing, language)).values()];
    await copyFile(this.config.dictionary, path);
    await appendFile(path, added.map((entry) => `${entry.word} ${entry.phones.join(' ')}\n`).join(''));
    return added;
  }

  private requireLanguage(language: string): void {
    if (!this.languages.includes(language)) {
      throw new EngineUnavailableError(`No pronunciations for language '${language}': the embedded recognizer serves ${this.languages.join(', ') || 'none'}.`, 422);
    }
  }

  private dictionaryWords(): Promise<Set<string>> {
    this.known ??= (async () => {
      const words = new Set<string>();
      for await (const line of createInterface({ input: createReadStream(this.config.dictionary) })) {
        const word = line.slice(0, line.indexOf(' '));
        if (word && !word.endsWith(')')) words.add(word);
      }
      return words;
    })();
    return this.known;
  }

  /** The dictionary's first pronunciation of each word asked for, read in one pass. */
  private async dictionaryEntries(words: readonly string[]): Promise<Map<string, string[]>> {
    const wanted = new Set(words);
    const entries = new Map<string, string[]>();
    if (wanted.size === 0) return entries;
    // Leaving the loop early closes readline but not the file under it: without destroy() each call kept its fd.
    const input = createReadStream(this.config.dictionary);
    try {
      for await (const line of createInterface({ input, crlfDelay: Infinity })) {
        const [word, ...phones] = line.trim().split(/\s+/);
        if (word && wanted.has(word) && !entries.has(word)) entries.set(word, phones);
        if (entries.size === wanted.size) break;
      }
    } finally {
      input.destroy();
    }
    return entries;
  }

  private async generate(words: readonly string[]): Promise<void> {
    for (let i = 0; i < words.length; i += BATCH) await this.generateBatch(words.slice(i, i + BATCH));
  }

  /** One word a line, each ended by a full stop so espeak-ng prints one line of phonemes for it. */
  private async generateBatch(words: readonly string[]): Promise<void> {
    if (words.length === 0) return;
    const dir = await mkdtemp(join(tmpdir(), 'speechdeck-pronounce-'));
    try {
      const input = join(dir, 'words.txt');
      await writeFile(input, words.map((word) => `${word}.\n`).join(''), 'utf8');
      const result = await this.processes.run(this.config.espeakBin ?? 'espeak-ng', ['-q', '-x', '--sep=_', '-v', this.config.espeakVoice, '-f', input], {
        name: 'espeak-ng',
        installHint: 'apt-get install espeak-ng',
        timeoutMs: 5 * 60 * 1000,
      });
      if (result.exitCode !== 0) throw new EngineFailedError('espeak-ng failed to make pronunciations.', 502, { cause: stderrSummary(result.stderr) });
      const lines = result.stdout.split('\n').filter((line) => line.trim() !== '');
      // A word espeak-ng skipped would shift every later line onto the wrong word: then go one by one.
      if (lines.length !== words.length) {
        if (words.length === 1) return void this.made.set(words[0]!, null);
        for (const word of words) await this.generateBatch([word]);
        return;
      }
      words.forEach((word, index) => {
        const phones = espeakToCmu(lines[index]!);
        this.made.set(word, phones ? { word, phones, source: 'generated' } : null);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
