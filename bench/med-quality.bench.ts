import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordErrorRate } from '@speechdeck/engines';
import { DEBIAN_POCKETSPHINX, type RecognitionVocabulary } from '@speechdeck/engines/recognition';
import { librivoxClips, processRunner, tempDir } from '@speechdeck/testing';
import { PocketsphinxEngine } from '../engines/src/recognition/pocketsphinx-engine.ts';
import { espeakPronouncerFor } from '../engines/src/recognition/pronunciation/espeak-pronouncer.ts';
import { readTrieLanguageModel } from '../plugins/med/src/server/bias/trie-language-model.ts';
import { VocabularyModels } from '../plugins/med/src/server/bias/vocabulary-models.ts';
import { ENGLISH_SENTENCES } from '../plugins/med/src/server/evaluation/english-sentences.ts';
import { HELD_OUT_ENGLISH, HELD_OUT_TURKISH } from '../plugins/med/src/server/evaluation/held-out-sentences.ts';
import { readMarkedSentence, type MarkedSentence } from '../plugins/med/src/server/evaluation/marked-sentences.ts';
import { scoreTagger } from '../plugins/med/src/server/evaluation/tagger-scores.ts';
import { TURKISH_SENTENCES } from '../plugins/med/src/server/evaluation/turkish-sentences.ts';
import { lexiconFor } from '../plugins/med/src/server/lexicon/lexicons.ts';
import type { MedicalLexicon } from '../plugins/med/src/server/lexicon/medical-lexicon.ts';
import { normalizedWords } from '../plugins/med/src/server/lexicon/normalize.ts';
import { medSettings } from '../plugins/med/src/server/med-settings.ts';
import { ADDED_WORD_LOG10_PROB } from '../plugins/med/src/server/recognize/med-vocabulary.ts';
import { tagWords } from '../plugins/med/src/server/tagging/tag-words.ts';
import { spokenSentence, VOICES } from '../plugins/med/src/server/testing/spoken-sentences.ts';
import type { BenchRow } from './bench-host.ts';

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
/** The kinds a recognizer has to hear as words (doses and units are numbers and abbreviations). */
const LEXICAL = new Set(['drug', 'condition', 'anatomy', 'procedure', 'test']);

/**
 * Medical terms recognition's quality: the tagger's precision and recall per kind and language on
 * the sentences written for it (development and held-out sets); the share of the English lexicon
 * pocketsphinx can output at all (a word in its dictionary and in its language model) before and
 * after the bias; spoken medical sentences (flite and espeak-ng voices) recognized without and with
 * the bias, as the recall of their terms; and the word error rate on the LibriVox clips, which the
 * bias must not make worse. The biased models are built once into the OS temp dir, and the
 * language model read back whole (the tests round-trip an eighth of it).
 */
export async function benchMedQuality(): Promise<BenchRow[]> {
  const english = (await lexiconFor('en'))!;
  const rows = [...(await taggerRows(english)), ...(await taggerRows((await lexiconFor('tr'))!))];
  const count = medSettings.parse({}).SPEECHDECK_MED_LM_TERMS;
  const models = new VocabularyModels(join(tmpdir(), 'speechdeck-med-bench-models'), espeakPronouncerFor(processRunner, DEBIAN_POCKETSPHINX), processRunner);
  const built = await models.modelsFor({ base: DEBIAN_POCKETSPHINX, language: 'en', words: english.vocabulary, count, log10Prob: ADDED_WORD_LOG10_PROB });
  rows.push(...(await coverageRows(english, built)), await roundTripRow(built));

  const engine = new PocketsphinxEngine(processRunner);
  const biased: RecognitionVocabulary = { terms: [], pocketsphinx: built };
  const heard = async (wav: string, vocabulary?: RecognitionVocabulary) =>
    (await engine.transcribe(wav, { language: 'en', vocabulary })).segments.map((segment) => segment.text).join(' ');

  const { dir, remove } = tempDir('med-quality');
  try {
    const sentences = [...ENGLISH_SENTENCES, ...HELD_OUT_ENGLISH].map((marked) => readMarkedSentence(marked, 'en')).filter((s) => s.terms.some((t) => LEXICAL.has(t.category)));
    for (const voice of VOICES) {
      const score = { own: { found: 0, errors: 0 }, biased: { found: 0, errors: 0 }, terms: 0, words: 0 };
      await inPairs(sentences.map((sentence, i) => async () => {
        const wav = spokenSentence(dir, voice, sentence.text, `s${i}`);
        for (const side of ['own', 'biased'] as const) {
          const text = await heard(wav, side === 'biased' ? biased : undefined);
          score[side].found += termsHeard(sentence, text, english);
          score[side].errors += wordErrorRate(sentence.words.join(' '), text).errors;
        }
        score.terms += sentence.terms.filter((t) => LEXICAL.has(t.category)).length;
        score.words += sentence.words.length;
      }));
      rows.push({
        name: `spoken medical sentences, ${voice} (${sentences.length} sentences, ${score.terms} terms)`,
        ours: `terms heard ${pct(score.biased.found, score.terms)}, WER ${pct(score.biased.errors, score.words)} with the bias`,
        peer: `terms heard ${pct(score.own.found, score.terms)}, WER ${pct(score.own.errors, score.words)} pocketsphinx's own model`,
        ratio: `${score.biased.found} vs ${score.own.found} terms`,
        goal: 'more terms heard with the bias',
      });
    }
    const librivox = { own: 0, biased: 0, words: 0 };
    for (const clip of librivoxClips()) {
      librivox.own += wordErrorRate(clip.reference, await heard(clip.wav)).errors;
      librivox.biased += wordErrorRate(clip.reference, await heard(clip.wav, biased)).errors;
      librivox.words += wordErrorRate(clip.reference, '').referenceWords;
    }
    rows.push({
      name: 'WER on the LibriVox clips (ordinary speech)',
      ours: `${pct(librivox.biased, librivox.words)} with the bias`,
      peer: `${pct(librivox.own, librivox.words)} pocketsphinx's own model`,
      ratio: `${librivox.biased} vs ${librivox.own} errors of ${librivox.words} words`,
      goal: 'no worse with the bias',
    });
  } finally {
    remove();
  }
  return rows;
}

/** How many of a sentence's terms (the kinds a recognizer must hear) the tagger finds, same words and kind, in what was heard. */
function termsHeard(sentence: MarkedSentence, text: string, lexicon: MedicalLexicon): number {
  const words = normalizedWords(text, 'en');
  const key = (ws: readonly string[], span: { first: number; length: number; category: string }) => `${ws.slice(span.first, span.first + span.length).join(' ')}|${span.category}`;
  const found = new Set(tagWords(words, lexicon).map((span) => key(words, span)));
  return sentence.terms.filter((term) => LEXICAL.has(term.category) && found.has(key(sentence.words, term))).length;
}

async function taggerRows(lexicon: MedicalLexicon): Promise<BenchRow[]> {
  const sets = lexicon.language === 'en'
    ? [['development', ENGLISH_SENTENCES], ['held out', HELD_OUT_ENGLISH]] as const
    : [['development', TURKISH_SENTENCES], ['held out', HELD_OUT_TURKISH]] as const;
  return sets.flatMap(([set, sentences]) => scoreTagger(sentences, lexicon, (words) => tagWords(words, lexicon)).scores
    .filter((score) => score.expected > 0 || score.found > 0)
    .map((score): BenchRow => ({
      name: `tagger, ${lexicon.language}, ${set} set (${sentences.length} sentences): ${score.category}`,
      ours: `precision ${pct(score.correct, score.found)}, recall ${pct(score.correct, score.expected)}`,
      peer: '',
      ratio: `${score.correct} right of ${score.found} found, ${score.expected} meant`,
      goal: set === 'held out' && score.category === 'all' ? 'precision >= 85 % (en), 80 % (tr)' : 'informational',
    })));
}

/** A lexicon word pocketsphinx can output: in its dictionary and in its language model. */
async function coverageRows(lexicon: MedicalLexicon, built: { lm: string; dict: string; added: number }): Promise<BenchRow[]> {
  const outputs = async (lm: string, dict: string) => {
    const inModel = new Set((await readTrieLanguageModel(lm)).words);
    const inDictionary = new Set((await readFile(dict, 'utf8')).split('\n').map((line) => line.slice(0, line.indexOf(' '))));
    return (words: readonly string[]) => words.filter((word) => inModel.has(word) && inDictionary.has(word)).length;
  };
  const own = await outputs(DEBIAN_POCKETSPHINX.lm, DEBIAN_POCKETSPHINX.dict);
  const biased = await outputs(built.lm, built.dict);
  const tagged = [...new Set(lexicon.terms.flatMap((term) => term.term.split(' ')))];
  return [
    { words: lexicon.vocabulary, what: 'every word of the English lexicon' },
    { words: tagged, what: 'the words of its tagged terms' },
  ].map(({ words, what }) => ({
    name: `lexicon words pocketsphinx can output: ${what} (${words.length})`,
    ours: `${pct(biased(words), words.length)} with the bias (${built.added} words added)`,
    peer: `${pct(own(words), words.length)} pocketsphinx's own model`,
    ratio: `${biased(words)} vs ${own(words)}`,
    goal: 'informational',
  }));
}

/**
 * The built language model read back: every n-gram of pocketsphinx's own there (the trigrams under
 * each bigram compared as a set: the shipped model holds two pairs out of order, which
 * sphinx_lm_convert sorts), bigram and trigram probabilities within the 16-bit quantization's error
 * (they do not change when unigrams are added), the added words at their probability with no
 * n-grams under them.
 */
async function roundTripRow(built: { lm: string; added: number }): Promise<BenchRow> {
  const base = await readTrieLanguageModel(DEBIAN_POCKETSPHINX.lm);
  const back = await readTrieLanguageModel(built.lm);
  const n = base.words.length;
  const same = (a: Uint32Array, b: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
  let missing = 0;
  const gaps: number[] = [];
  for (let b = 0; b < base.bigramWord.length; b++) gaps.push(Math.abs(back.bigramProb[b]! - base.bigramProb[b]!));
  for (let b = 0; b < base.bigramWord.length && b < back.bigramWord.length; b++) {
    const written = new Map<number, number>();
    for (let t = base.trigramStart[b]!; t < base.trigramStart[b + 1]!; t++) written.set(base.trigramWord[t]!, base.trigramProb[t]!);
    for (let t = back.trigramStart[b]!; t < back.trigramStart[b + 1]!; t++) {
      const p = written.get(back.trigramWord[t]!);
      if (p === undefined) missing++;
      else gaps.push(Math.abs(back.trigramProb[t]! - p));
    }
  }
  const inPlace = missing === 0 && back.words.length === n + built.added && back.words.slice(0, n).every((word, w) => word === base.words[w])
    && same(back.bigramStart.subarray(0, n + 1), base.bigramStart) && back.bigramStart.subarray(n).every((start) => start === base.bigramWord.length)
    && same(back.bigramWord, base.bigramWord) && same(back.trigramStart, base.trigramStart);
  const largest = gaps.reduce((max, x) => Math.max(max, x), 0);
  const beyond = gaps.filter((x) => x > 0.005).length;
  const added = back.unigramProb.subarray(n).reduce((max, x) => Math.max(max, Math.abs(x - ADDED_WORD_LOG10_PROB)), 0);
  return {
    name: `the biased language model read back (${back.bigramWord.length} bigrams, ${back.trigramWord.length} trigrams, ${built.added} words added)`,
    ours: `n-grams ${inPlace ? 'all in place' : `NOT in place (${missing} trigrams not written)`}; probabilities off by ${largest.toFixed(4)} at most, ${beyond} of ${gaps.length} by more than 0.005; added words off by ${added.toFixed(5)}`,
    peer: '',
    ratio: '',
    goal: 'all in place, under 0.1 % off by more than 0.005, none by 0.25',
  };
}

/** Two at a time, as the host bounds recognition on this 2-core machine. */
async function inPairs(work: (() => Promise<void>)[]): Promise<void> {
  const queue = [...work];
  await Promise.all([0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
  }));
}
