import { join } from 'node:path';
import { wordErrorRate } from '@speechdeck/engines';
import { DEBIAN_POCKETSPHINX, VocabularyModels, type AsrEngine, type Transcript } from '@speechdeck/engines/recognition';
import { checkoutModels } from '@speechdeck/engines/testing';
import { WhisperRecognizer } from '@speechdeck/engines/whisper';
import { librivoxClips, processRunner, spokenSentence, tempDir, type Voice } from '@speechdeck/testing';
import { PocketsphinxEngine } from '../engines/src/recognition/pocketsphinx-engine.ts';
import { espeakPronouncerFor } from '../engines/src/recognition/pronunciation/espeak-pronouncer.ts';
import { WhisperAsrEngine } from '../engines/src/recognition/whisper-asr-engine.ts';
import { listenForVocabulary, normalizeHeard } from '../plugins/stt/src/server/recognition/listen-for-vocabulary.ts';
import { vocabularyBias } from '../plugins/stt/src/server/recognition/vocabulary-bias.ts';
import { VOCABULARY_LIST, VOCABULARY_SENTENCES } from '../plugins/stt/src/server/testing/vocabulary-sentences.ts';
import type { BenchRow } from './bench-host.ts';

/**
 * `pnpm bench vocabulary`: a user's own vocabulary on the held-out sentences written for it (24
 * sentences, one rare word each: drugs, places, products, people's names), spoken by flite's slt
 * and rms and espeak-ng's en-us: the list's words heard without and with the list, per engine
 * (Whisper: the list as hotwords in one pass, what recognition does with a list that fits them,
 * and in two passes, what a longer list gets; pocketsphinx: its models with the list's words), and the word error rate of every sentence; then the LibriVox
 * clips with and without the list, so that ordinary speech is not made worse.
 */
const VOCABULARY_VOICES: readonly Voice[] = ['flite:slt', 'flite:rms', 'espeak:en-us'];

type Recognize = (wav: string) => Promise<string>;
const textOf = (transcript: Transcript) => transcript.segments.map((segment) => segment.text).join(' ');
const heardWord = (text: string, word: string) => text.split(/\s+/).map(normalizeHeard).join(' ').includes(word.toLowerCase());
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

interface Score { heard: number; errors: number; words: number }

async function scoreSentences(dir: string, voice: Voice, recognize: Recognize): Promise<Score> {
  const score = { heard: 0, errors: 0, words: 0 };
  for (const [i, sentence] of VOCABULARY_SENTENCES.entries()) {
    const text = await recognize(spokenSentence(dir, voice, sentence.text, `vocabulary-${i}`));
    if (heardWord(text, sentence.word)) score.heard++;
    const { errors, referenceWords } = wordErrorRate(sentence.text, text);
    score.errors += errors;
    score.words += referenceWords;
  }
  return score;
}

async function scoreLibrivox(recognize: Recognize): Promise<Score> {
  const score = { heard: 0, errors: 0, words: 0 };
  for (const clip of librivoxClips()) {
    const { errors, referenceWords } = wordErrorRate(clip.reference, await recognize(clip.wav));
    score.errors += errors;
    score.words += referenceWords;
  }
  return score;
}

/** One engine's rows: each way of recognizing against the engine without the list. */
async function engineRows(dir: string, engine: string, without: Recognize, ways: Record<string, Recognize>): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const total = VOCABULARY_SENTENCES.length;
  for (const voice of VOCABULARY_VOICES) {
    const base = await scoreSentences(dir, voice, without);
    for (const [way, recognize] of Object.entries(ways)) {
      const score = await scoreSentences(dir, voice, recognize);
      rows.push({
        name: `${engine}, list words heard (${voice}), ${way}`,
        ours: `${score.heard}/${total} (WER ${pct(score.errors, score.words)})`,
        peer: `${base.heard}/${total} without (WER ${pct(base.errors, base.words)})`,
        ratio: '',
        goal: 'more heard, WER not worse',
      });
    }
  }
  const base = await scoreLibrivox(without);
  for (const [way, recognize] of Object.entries(ways)) {
    const score = await scoreLibrivox(recognize);
    rows.push({ name: `${engine}, LibriVox WER with the list, ${way}`, ours: pct(score.errors, score.words), peer: `${pct(base.errors, base.words)} without`, ratio: `${score.errors} vs ${base.errors} errors of ${base.words}`, goal: 'not worse' });
  }
  return rows;
}

export async function benchVocabulary(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('vocabulary-bench');
  const pronouncer = espeakPronouncerFor(processRunner, DEBIAN_POCKETSPHINX);
  const rows: BenchRow[] = [];
  try {
    const recognizer = new WhisperRecognizer({ processes: processRunner, models: checkoutModels(), size: 1 });
    if (recognizer.installed) {
      const whisper: AsrEngine = new WhisperAsrEngine(recognizer);
      const terms = VOCABULARY_LIST.map((word) => word.text);
      rows.push(...(await engineRows(dir, 'Whisper tiny.en', async (wav) => textOf(await whisper.transcribe(wav, { language: 'en' })), {
        'hotwords in one pass (what recognition does)': async (wav) => textOf(await whisper.transcribe(wav, { language: 'en', vocabulary: { terms } })),
        'two passes (a list over 600 characters)': async (wav) => textOf((await listenForVocabulary(whisper, wav, VOCABULARY_LIST, { pronouncer }, { language: 'en' })).transcript),
      })));
      recognizer.close();
    } else {
      rows.push({ name: 'Whisper with a vocabulary', ours: 'not measured: whisper-tiny-en is not installed (python3 scripts/install_models.py)', peer: '', ratio: '', goal: '' });
    }
    const pocketsphinx = new PocketsphinxEngine(processRunner);
    const models = new VocabularyModels(join(dir, 'models'), pronouncer, processRunner);
    const started = performance.now();
    const { vocabulary, note } = await vocabularyBias({ models, pronouncer }, pocketsphinx, VOCABULARY_LIST, 'en');
    rows.push({ name: 'pocketsphinx, building its models with the list', ours: `${((performance.now() - started) / 1000).toFixed(1)} s`, peer: note, ratio: '', goal: 'once per list' });
    rows.push(...(await engineRows(dir, 'pocketsphinx', async (wav) => textOf(await pocketsphinx.transcribe(wav, { language: 'en' })), {
      'its models with the list': async (wav) => textOf(await pocketsphinx.transcribe(wav, { language: 'en', ...(vocabulary ? { vocabulary } : {}) })),
    })));
  } finally {
    remove();
  }
  return rows;
}
