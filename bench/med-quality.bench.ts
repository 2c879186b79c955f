import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordErrorRate } from '@speechdeck/engines';
import { DEBIAN_POCKETSPHINX, readTrieLanguageModel, VocabularyModels, type RecognitionVocabulary } from '@speechdeck/engines/recognition';
import { librivoxClips, processRunner, spokenSentence, tempDir, VOICES } from '@speechdeck/testing';
import { checkoutModels } from '@speechdeck/engines/testing';
import { WHISPER_BASE, WHISPER_TINY_EN, WhisperRecognizer, type WhisperModel } from '@speechdeck/engines/whisper';
import type { AsrEngine, Transcript } from '@speechdeck/engines/recognition';
import { PocketsphinxEngine } from '../engines/src/recognition/pocketsphinx-engine.ts';
import { WhisperAsrEngine } from '../engines/src/recognition/whisper-asr-engine.ts';
import { espeakPronouncerFor } from '../engines/src/recognition/pronunciation/espeak-pronouncer.ts';
import { ENGLISH_SENTENCES } from '../plugins/med/src/server/evaluation/english-sentences.ts';
import { HELD_OUT_ENGLISH, HELD_OUT_TURKISH } from '../plugins/med/src/server/evaluation/held-out-sentences.ts';
import { readMarkedSentence, type MarkedSentence } from '../plugins/med/src/server/evaluation/marked-sentences.ts';
import { scoreTagger } from '../plugins/med/src/server/evaluation/tagger-scores.ts';
import { TURKISH_SENTENCES } from '../plugins/med/src/server/evaluation/turkish-sentences.ts';
import { lexiconFor } from '../plugins/med/src/server/lexicon/lexicons.ts';
import type { MedicalLexicon } from '../plugins/med/src/server/lexicon/medical-lexicon.ts';
import { normalizedWords } from '../plugins/med/src/server/lexicon/normalize.ts';
import { medSettings } from '../plugins/med/src/server/med-settings.ts';
import { ADDED_WORD_LOG10_PROB, promptTerms } from '../plugins/med/src/server/recognize/med-vocabulary.ts';
import { LexiconPhones } from '../plugins/med/src/server/recognize/lexicon-phones.ts';
import { recognizeTwice } from '../plugins/med/src/server/recognize/recognize-medical.ts';
import { tagWords } from '../plugins/med/src/server/tagging/tag-words.ts';
import { reported, type BenchRow } from './bench-host.ts';

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
/** The kinds a recognizer has to hear as words (doses and units are numbers and abbreviations). */
const LEXICAL = new Set(['drug', 'condition', 'anatomy', 'procedure', 'test']);

/**
 * Medical terms recognition's quality: the tagger's precision and recall per kind and language on
 * the sentences written for it (development and held-out sets); the share of the English lexicon
 * pocketsphinx can output at all (a word in its dictionary and in its language model) before and
 * after the bias; spoken medical sentences (flite and espeak-ng voices) recognized by pocketsphinx
 * without and with the bias (termsHeard); and the word error rate on the LibriVox clips, which no
 * bias may make worse. Whisper on the same sentences is `pnpm bench med-whisper`. The biased models are built once into the OS temp dir, and the language model read back
 * whole (the tests round-trip an eighth of it).
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
    const sentences = spokenSet();
    for (const voice of VOICES) {
      const score = { own: tally(), biased: tally(), terms: 0, words: 0 };
      await inPairs(sentences.map((sentence, i) => async () => {
        const wav = spokenSentence(dir, voice, sentence.text, `s${i}`);
        for (const side of ['own', 'biased'] as const) {
          const text = await heard(wav, side === 'biased' ? biased : undefined);
          add(score[side], termsHeard(sentence, text, english));
        }
        score.terms += sentence.terms.filter((t) => LEXICAL.has(t.category)).length;
        score.words += sentence.words.length;
      }));
      rows.push({
        name: `spoken medical sentences, ${voice} (${sentences.length} sentences, ${score.terms} terms)`,
        ours: `pocketsphinx with the bias: ${said(score.biased, score.terms, score.words)}`,
        peer: `its own model: ${said(score.own, score.terms, score.words)}`,
        ratio: `${score.biased.recognized} vs ${score.own.recognized} terms recognized, ${score.biased.found} vs ${score.own.found} marked`,
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

/** The English sentences (development and held out) with a term a recognizer has to hear. */
const spokenSet = () => [...ENGLISH_SENTENCES, ...HELD_OUT_ENGLISH].map((marked) => readMarkedSentence(marked, 'en')).filter((s) => s.terms.some((t) => LEXICAL.has(t.category)));

/** Terms recognized, found by the tagger, found that were not said, and word errors: one side of a comparison. */
interface Tally {
  recognized: number;
  found: number;
  extra: number;
  errors: number;
}

const tally = (): Tally => ({ recognized: 0, found: 0, extra: 0, errors: 0 });
const add = (sum: Tally, more: Tally) => {
  for (const key of ['recognized', 'found', 'extra', 'errors'] as const) sum[key] += more[key];
};
/** One side as a row says it, of `terms` terms and `words` words. */
const said = (t: Tally, terms: number, words: number) =>
  `terms recognized ${pct(t.recognized, terms)}, marked ${pct(t.found, terms)}, ${t.extra} marked not said, WER ${pct(t.errors, words)}`;
const textOf = (transcript: Transcript) => transcript.segments.map((segment) => segment.text).join(' ');

/**
 * Whisper on the spoken sentences, per voice, base (the service's where installed) and tiny.en side
 * by side: as the service ran it before (the lexicon's first terms as hotwords, one pass), one
 * plain pass, and the two passes of the service now (recognizeTwice: the first pass is the plain
 * one); what the second pass costs; and the WER of each on the LibriVox clips. The lexicon's phones
 * are made once into a fresh folder (the cost of a host's first medical recognition) and read back
 * from it (every later one).
 */
export async function benchMedWhisper(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('med-whisper');
  try {
    const english = (await lexiconFor('en'))!;
    // Base (the service's, where installed) and tiny.en (the English default) side by side.
    return [...(await whisperRows(english, spokenSet(), dir, WHISPER_BASE)), ...(await whisperRows(english, spokenSet(), dir, WHISPER_TINY_EN))];
  } finally {
    remove();
  }
}

async function whisperRows(english: MedicalLexicon, sentences: readonly MarkedSentence[], dir: string, model: WhisperModel): Promise<BenchRow[]> {
  const recognizer = new WhisperRecognizer({ processes: processRunner, models: checkoutModels(), size: 1, model });
  if (!recognizer.installed) {
    return [{ name: `Whisper ${model.name} on spoken medical sentences`, ours: `not measured: ${model.id} is not installed (python3 scripts/install_models.py)`, peer: '', ratio: '', goal: '' }];
  }
  const whisper = new WhisperAsrEngine(recognizer);
  // Each call timed, by pass: the first has no vocabulary, the second the terms that sound like it.
  const seconds = { first: 0, second: 0, firstCalls: 0, secondCalls: 0, listen: 0 };
  const timed: AsrEngine = {
    id: whisper.id,
    languages: whisper.languages,
    takesHotwords: true,
    async transcribe(wav, options) {
      const started = performance.now();
      const transcript = await whisper.transcribe(wav, options);
      const pass = options.vocabulary?.terms.length ? 'second' : 'first';
      seconds[pass] += (performance.now() - started) / 1000;
      seconds[`${pass}Calls`]++;
      return transcript;
    },
  };
  const pronouncer = espeakPronouncerFor(processRunner, DEBIAN_POCKETSPHINX);
  const phonesDir = join(dir, `lexicon-phones-${model.id}`);
  let started = performance.now();
  await new LexiconPhones(phonesDir, pronouncer).indexFor(english);
  const made = (performance.now() - started) / 1000;
  const phones = new LexiconPhones(phonesDir, pronouncer);
  started = performance.now();
  const index = await phones.indexFor(english);
  const readBack = (performance.now() - started) / 1000;
  const settings = medSettings.parse({});
  const soundsLike = { count: settings.SPEECHDECK_MED_SOUNDS_LIKE_TERMS, phones, pronouncer };
  // As the service runs it (SPEECHDECK_MED_POCKETSPHINX_CANDIDATES): pocketsphinx with the lexicon's words listens beside the first pass.
  const models = new VocabularyModels(join(tmpdir(), 'speechdeck-med-bench-models'), pronouncer, processRunner);
  const built = await models.modelsFor({ base: DEBIAN_POCKETSPHINX, language: 'en', words: english.vocabulary, count: settings.SPEECHDECK_MED_LM_TERMS, log10Prob: ADDED_WORD_LOG10_PROB });
  const pocketsphinx = new PocketsphinxEngine(processRunner);
  const listening = (wav: string) => settings.SPEECHDECK_MED_POCKETSPHINX_CANDIDATES
    ? {
      otherSoundsLike: true,
      listen: async (signal?: AbortSignal) => {
        const started = performance.now();
        try {
          return await pocketsphinx.transcribe(wav, { language: 'en', signal, vocabulary: { terms: [], pocketsphinx: built } });
        } finally {
          seconds.listen += (performance.now() - started) / 1000;
        }
      },
    }
    : {};
  const before = { terms: promptTerms(english) };
  const rows: BenchRow[] = [];
  let whole = 0;
  try {
    for (const voice of VOICES) {
      const score = { before: tally(), one: tally(), two: tally(), terms: 0, words: 0, twice: 0 };
      for (const [i, sentence] of sentences.entries()) {
        const wav = spokenSentence(dir, voice, sentence.text, `s${i}`);
        const earlier = textOf(await whisper.transcribe(wav, { language: 'en', vocabulary: before }));
        started = performance.now();
        const passes = await recognizeTwice(timed, wav, english, soundsLike, listening(wav));
        whole += (performance.now() - started) / 1000;
        if (passes.hotwords.length > 0) score.twice++;
        for (const [side, text] of [['before', earlier], ['one', textOf(passes.first)], ['two', textOf(passes.transcript)]] as const) {
          add(score[side], termsHeard(sentence, text, english));
        }
        score.terms += sentence.terms.filter((t) => LEXICAL.has(t.category)).length;
        score.words += sentence.words.length;
      }
      const side = (t: Tally) => said(t, score.terms, score.words);
      rows.push(reported({
        name: `Whisper ${model.name} on spoken medical sentences, ${voice} (${sentences.length} sentences, ${score.terms} terms)`,
        ours: `two passes: ${side(score.two)}`,
        peer: `one pass: ${side(score.one)}; before (the lexicon's first terms as hotwords): ${side(score.before)}`,
        ratio: `recognized ${score.two.recognized} vs ${score.one.recognized} (before ${score.before.recognized}); marked ${score.two.found} vs ${score.one.found} (before ${score.before.found}); not said ${score.two.extra} vs ${score.one.extra} (before ${score.before.extra}); a second pass on ${score.twice} sentences`,
        goal: voice.startsWith('flite') ? '>= 80 % recognized (issue 27, its three flite voices)' : 'informational (the voice Whisper hears worst)',
      }));
    }
    const calls = seconds.firstCalls;
    const search = whole - seconds.first - seconds.second;
    rows.push({
      name: `Whisper ${model.name}'s second pass: time per sentence (${calls} recognitions of 2-6 s sentences)`,
      ours: `two passes ${(whole / calls).toFixed(2)} s: the first ${(seconds.first / calls).toFixed(2)} s (pocketsphinx beside it ${(seconds.listen / calls).toFixed(2)} s), finding the terms and waiting for pocketsphinx ${(search / calls).toFixed(2)} s, the second ${(seconds.second / Math.max(1, seconds.secondCalls)).toFixed(2)} s on ${seconds.secondCalls} of them`,
      peer: `one pass ${(seconds.first / calls).toFixed(2)} s`,
      ratio: `${(whole / seconds.first).toFixed(2)}x`,
      goal: 'informational',
    });
    rows.push({
      name: `the lexicon's phones (${index.size} terms) for the second pass`,
      ours: `read back in ${readBack.toFixed(2)} s (every recognition after a host's first)`,
      peer: `made in ${made.toFixed(1)} s by espeak-ng (a host's first medical recognition, while its first pass runs)`,
      ratio: '',
      goal: 'informational',
    });
    const librivox = { before: 0, one: 0, two: 0, words: 0, twice: 0, hotwords: [] as string[] };
    for (const clip of librivoxClips()) {
      librivox.before += wordErrorRate(clip.reference, textOf(await whisper.transcribe(clip.wav, { language: 'en', vocabulary: before }))).errors;
      const passes = await recognizeTwice(timed, clip.wav, english, soundsLike, listening(clip.wav));
      librivox.one += wordErrorRate(clip.reference, textOf(passes.first)).errors;
      librivox.two += wordErrorRate(clip.reference, textOf(passes.transcript)).errors;
      librivox.words += wordErrorRate(clip.reference, '').referenceWords;
      if (passes.hotwords.length > 0) librivox.twice++;
      librivox.hotwords.push(...passes.confirmed);
    }
    rows.push({
      name: `WER on the LibriVox clips (ordinary speech), Whisper ${model.name}`,
      ours: `${pct(librivox.two, librivox.words)} with the second pass (on ${librivox.twice} of the clips; terms written: ${librivox.hotwords.join(', ') || 'none'})`,
      peer: `${pct(librivox.one, librivox.words)} one pass; ${pct(librivox.before, librivox.words)} before (the lexicon's first terms as hotwords)`,
      ratio: `${librivox.two} vs ${librivox.one} errors (before ${librivox.before}) of ${librivox.words} words`,
      goal: 'no worse with the second pass',
    });
  } finally {
    recognizer.close();
  }
  return rows;
}

/**
 * A word with British spellings as American ones (tumour, oedema, haemoglobin, anaemia, oesophagus):
 * the recognizers write American English, and a term written the other way was still heard.
 */
const spelling = (word: string) => word.replace(/our$/u, 'or').replace(/[ao]e(?=[^aeiou])/gu, 'e');

/**
 * A sentence's terms (the kinds a recognizer must hear) as heard: `recognized`, those whose words
 * are in the text as said (either spelling: `spelling`), in order (what the recognizer heard, whether or not the tagger knows
 * the term: a third of the held-out set's terms it does not tag even in the sentence as written);
 * `found`, those the tagger finds there, same words and kind (what the page marks); `extra`, the
 * terms of those kinds it finds that were not said.
 */
function termsHeard(sentence: MarkedSentence, text: string, lexicon: MedicalLexicon): Tally {
  const words = normalizedWords(text, 'en');
  const key = (ws: readonly string[], span: { first: number; length: number; category: string }) => `${ws.slice(span.first, span.first + span.length).join(' ')}|${span.category}`;
  const tagged = tagWords(words, lexicon).filter((span) => LEXICAL.has(span.category)).map((span) => key(words, span));
  const terms = sentence.terms.filter((term) => LEXICAL.has(term.category));
  const said = terms.map((term) => key(sentence.words, term));
  const found = new Set(tagged);
  // Each term said takes one found with its words and kind; the found ones left over were not said.
  const unsaid = [...tagged];
  for (const term of said) {
    const at = unsaid.indexOf(term);
    if (at >= 0) unsaid.splice(at, 1);
  }
  const spelled = words.map(spelling);
  const inText = (term: readonly string[]) => spelled.some((_, at) => term.every((word, k) => spelled[at + k] === spelling(word)));
  return {
    recognized: terms.filter((term) => inText(sentence.words.slice(term.first, term.first + term.length))).length,
    found: said.filter((term) => found.has(term)).length,
    extra: unsaid.length,
    errors: wordErrorRate(sentence.words.join(' '), text).errors,
  };
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
