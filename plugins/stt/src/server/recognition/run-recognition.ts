import { errorMessage } from '@speechdeck/core';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { scratchName } from '@speechdeck/core/server';
import type { RecognitionOptions, RecognizedSegment, RecognizedWord } from '@speechdeck/plugin-workspace';
import type { RecognitionEngines } from './recognition-engines.ts';
import type { AsrEngine } from '@speechdeck/engines/recognition';
import { analyzeSentiment } from '../analysis/sentiment.ts';
import { extractKeywords } from '../analysis/keywords.ts';
import { writtenSentences } from '@speechdeck/engines/recognition';
import { assignSpeakers, type Unit } from './speaker-assignment.ts';
import { segmentsInRegions } from './speech-region-segments.ts';
import { vocabularyBias } from './vocabulary-bias.ts';
import { fitsHotwords, listenForVocabulary } from './listen-for-vocabulary.ts';
import type { VocabularyWord } from '../../contract/vocabulary-api.ts';

/**
 * A result's options as stored, with the engine its request named (`engine=`): kept in the same
 * stored JSON, which the workspace's store writes and reads as it is.
 */
export interface SttRecognitionOptions extends RecognitionOptions {
  /** 'whisper', 'vosk', 'pocketsphinx', 'openai'; absent: the language's default (which may fall back). */
  engine?: string;
  /** Personal data redacted before the result is stored (`redact=true`), the original kept as a result of its own with `keepOriginal`. */
  redact?: boolean;
  keepOriginal?: boolean;
}

export interface RecognitionInput {
  /** The result's owner: only their enrolled speakers name its segments. */
  userId: number;
  mediaPath: string;
  options: SttRecognitionOptions;
  /** The owner's own vocabulary (GET /api/stt/vocabulary), read when the recognition starts. */
  vocabulary?: readonly VocabularyWord[];
  /** Scratch folder for the converted audio; cleaned up before returning. */
  workDir: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface RecognitionOutput {
  language: string;
  duration: number;
  engine: string;
  segments: RecognizedSegment[];
  notes: string[];
}

interface Transcribed {
  language: string;
  engine: string;
  segments: { start: number; end: number; text: string; words: RecognizedWord[] }[];
  /** Cased and punctuated by the engine: the punctuator leaves it alone. */
  punctuated?: boolean;
  notice?: string;
}

const joinWords = (words: RecognizedWord[]) => words.map((w) => w.w).join(' ');

/**
 * The recognition pipeline: any media -> 16 kHz mono WAV -> (voice activity) -> recognizer ->
 * (speakers) -> (sentences, punctuation) -> keywords and (analysis label). Each option is
 * described in docs/recognition.md.
 */
export async function runRecognition(engines: RecognitionEngines, input: RecognitionInput): Promise<RecognitionOutput> {
  const { options, signal } = input;
  const progress = input.onProgress ?? (() => {});
  const engine = engines.asr.forLanguage(options.language, options.engine);
  const scratch = join(input.workDir, scratchName('recognize'));
  await mkdir(scratch, { recursive: true });
  try {
    const wav = join(scratch, 'audio.wav');
    const { durationSec } = await engines.audio.toWav16kMono(input.mediaPath, wav, { signal });
    progress(0.05);
    const notes: string[] = [];
    const list = input.vocabulary?.length ? input.vocabulary : undefined;
    // Whisper takes a list that fits its hotwords whole, in one pass (measured better than two for a
    // short list: `pnpm bench vocabulary`); a longer one in two passes, the second listening for the
    // list's words that sound like words of the first (listenForVocabulary). The others take it as their bias.
    const twice = list !== undefined && engine.takesHotwords === true && !fitsHotwords(list);
    const bias = list && !twice ? await vocabularyBias(engines.bias, engine, list, options.language, signal) : undefined;
    if (bias) notes.push(bias.note);

    const regions = options.vad ? await engines.vad.detect(wav, { signal }) : undefined;
    if (regions && regions.length === 0) notes.push('No speech was detected in the file (voice activity detection found only silence or noise).');
    const transcribed: Transcribed = regions?.length === 0
      ? { language: options.language, engine: engine.id, segments: [] }
      : twice
        ? await listenTwice(engines, engine, wav, list, { language: options.language, signal, onProgress: (f) => progress(0.05 + 0.75 * f) }, notes)
        : await engine.transcribe(wav, { language: options.language, signal, ...(bias?.vocabulary ? { vocabulary: bias.vocabulary } : {}), onProgress: (f) => progress(0.05 + 0.75 * f) });
    if (transcribed.notice) notes.push(transcribed.notice);
    const recognized = regions ? segmentsInRegions(transcribed.segments, regions) : transcribed.segments;
    progress(0.8);

    const punctuated = transcribed.punctuated === true;
    let units: Unit[] = options.sentText
      ? sentenceUnits(engines, recognized, options.punct, punctuated)
      : recognized.map((s) => ({ start: s.start, end: s.end, text: s.text, words: s.words, spk: null }));

    if (options.isDiarize && units.length > 0) {
      try {
        const { turns } = await engines.diarizer.diarize(wav, { regions, signal });
        const named = await engines.namer.nameTurns(input.userId, wav, turns, { signal }).catch((error: unknown) => {
          if (signal?.aborted) throw error;
          // Enrolled names are a bonus: without them the speakers stay S1, S2...
          notes.push(`Enrolled speakers could not be named: ${errorMessage(error)}`);
          return turns;
        });
        units = assignSpeakers(units, named, joinWords);
      } catch (error) {
        if (signal?.aborted) throw error;
        // The transcript stands on its own: keep it, say why it has no speakers.
        notes.push(`Speakers could not be separated: ${errorMessage(error)}`);
      }
    }
    progress(0.95);

    const punctuate = options.punct && !options.sentText && !punctuated;
    const texts = units.map((u) => (punctuate ? engines.punctuator.punctuateText(u.text) : u.text).trim());
    const keywords = extractKeywords(texts.map((sent) => ({ sent })), options.language);
    const segments: RecognizedSegment[] = units
      .map((unit, i) => ({ unit, sent: texts[i]!, kw: keywords[i] ?? [] }))
      .filter(({ sent }) => sent.length > 0)
      .map(({ unit, sent, kw }, position) => ({
        position,
        start: round(unit.start),
        end: round(unit.end),
        spk: unit.spk,
        sent,
        kw,
        oa: options.oa ? analyzeSentiment(sent, options.language) : null,
        words: unit.words.map((w) => ({ ...w, start: round(w.start), end: round(w.end) })),
      }));
    return { language: transcribed.language, duration: round(durationSec), engine: transcribed.engine, segments, notes };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Sentences found from the pauses between words, cased and punctuated only when `punct` is asked
 * for; an engine's own punctuation is its sentences, as written (whatever `punct` says: there is
 * nothing to restore, and taking it away would lose what the engine heard).
 */
function sentenceUnits(engines: RecognitionEngines, segments: Transcribed['segments'], punct: boolean, punctuated: boolean): Unit[] {
  const words = segments.flatMap((s) => s.words);
  if (words.length === 0) return segments.map((s) => ({ ...s, spk: null }));
  if (punctuated) return writtenSentences(words).map((sentence) => ({ ...sentence, spk: null }));
  return engines.punctuator.sentences(words).map((sentence) => ({
    start: sentence.start,
    end: sentence.end,
    words: sentence.words,
    text: punct ? sentence.text : joinWords(sentence.words),
    spk: null,
  }));
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Whisper with the owner's list too long for its hotwords, in two passes; the note says what it listened for and heard. */
async function listenTwice(
  engines: RecognitionEngines,
  engine: AsrEngine,
  wav: string,
  list: readonly VocabularyWord[],
  options: { language: string; signal?: AbortSignal; onProgress: (fraction: number) => void },
  notes: string[],
): Promise<Transcribed> {
  const { transcript, note } = await listenForVocabulary(engine, wav, list, { pronouncer: engines.bias.pronouncer }, options);
  notes.push(note);
  return transcript;
}
