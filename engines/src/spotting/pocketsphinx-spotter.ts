import { join } from 'node:path';
import { EngineUnavailableError, HttpError, type ProcessRunner } from '@speechdeck/core/server';
import type { PocketsphinxConfig } from '../recognition/pocketsphinx-engine.ts';
import type { Pronouncer } from '../recognition/pronunciation/pronouncer.ts';
import { hitScore } from './keyword-calibration.ts';
import { dictionaryVariants, keywordPhrases } from './keyword-phrases.ts';
import type { KeyphraseHit } from './keyphrase-output.ts';
import { KeyphraseSearch } from './keyphrase-search.ts';
import type { KeywordRequest, KeywordSpotter, PreparedSearch, SpotOptions, SpottedHit } from './keyword-spotter.ts';
import { strongestOfOverlapping } from './strongest-hits.ts';

export interface PhraseHit extends KeyphraseHit {
  /** Phones of the pronunciation found. */
  phones: number;
}

/**
 * Keyword spotting with pocketsphinx's keyphrase search (BSD-2) over its acoustic model; words the
 * dictionary lacks are said as the recognition family's pronouncer makes them (espeak-ng). Default
 * thresholds and scores: keyword-calibration.ts.
 */
export class PocketsphinxSpotter implements KeywordSpotter {
  readonly id = 'pocketsphinx';
  readonly languages: readonly string[];
  private readonly search: KeyphraseSearch;

  constructor(
    processes: ProcessRunner,
    private readonly config: PocketsphinxConfig,
    private readonly pronouncer: Pronouncer,
  ) {
    this.languages = pronouncer.languages.includes(config.language) ? [config.language] : [];
    this.search = new KeyphraseSearch(processes, config);
  }

  async prepare(requests: readonly KeywordRequest[], language: string): Promise<PreparedSearch> {
    if (!this.languages.includes(language)) {
      const served = this.languages.length > 0 ? `serves ${this.languages.join(', ')}` : 'serves no language (the embedded recognizer has no English model)';
      throw new EngineUnavailableError(`Keyword spotting ${served}; it cannot spot keywords in '${language}'.`, 422);
    }
    const words = [...new Set(requests.flatMap((request) => request.keyword.split(' ')))];
    const said = await this.pronouncer.pronounce(words, language);
    const unsaid = words.filter((word) => !said.has(word));
    if (unsaid.length > 0) {
      const names = unsaid.map((word) => `'${word}'`).join(', ');
      throw new HttpError(422, `No pronunciation could be made for ${names}: spell ${unsaid.length > 1 ? 'them' : 'it'} as said, in English letters.`, { keywords: `Cannot say ${names}.` });
    }
    const generated = (word: string) => said.get(word)!.source === 'generated';
    const variants = await dictionaryVariants(this.config.dict, words.filter((word) => !generated(word)));
    const waysOf = (word: string) => [{ token: word, phones: said.get(word)!.phones.length }, ...(variants.get(word) ?? [])];
    const made = requests.map((request) => keywordPhrases(request, waysOf, generated));
    return { language, keywords: made.map((m) => m.prepared), phrases: made.flatMap((m) => m.phrases), generatedWords: words.filter(generated) };
  }

  async spot(wavPath: string, search: PreparedSearch, options: SpotOptions): Promise<SpottedHit[]> {
    const found = await this.searchPhrases(wavPath, search, options);
    const scored = found.map(({ keyword, start, end, logRatio, phones }) => ({ keyword, start, end, score: hitScore(logRatio, phones) }));
    return strongestOfOverlapping(scored, (hit) => hit.score);
  }

  /**
   * Every phrase's hits as pocketsphinx reports them, under the keyword they say, with the phrase's
   * phones and the likelihood ratio: what spot() scores, and what the evaluation judges other
   * thresholds on (a search at a low threshold holds every hit a higher one would give).
   */
  async searchPhrases(wavPath: string, search: PreparedSearch, options: SpotOptions): Promise<PhraseHit[]> {
    let dictionary = this.config.dict;
    if (search.generatedWords.length > 0) {
      dictionary = join(options.workDir, 'keywords.dict');
      await this.pronouncer.writeDictionary(search.generatedWords, search.language, dictionary);
    }
    const byPhrase = new Map(search.phrases.map((phrase) => [phrase.phrase, phrase]));
    const found = await this.search.search(wavPath, search.phrases, { ...options, dictionary });
    return found.flatMap((hit) => {
      const phrase = byPhrase.get(hit.keyword);
      return phrase ? [{ ...hit, keyword: phrase.keyword, phones: phrase.phones }] : [];
    });
  }
}
