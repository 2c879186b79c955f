import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { scratchName, type AudioTools } from '@speechdeck/core/server';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import { errorMessage } from '@speechdeck/core';
import { FallbackAsrEngine, type AsrEngine, type AsrEngines, type SoundsLikeIndex, type Transcript } from '@speechdeck/engines/recognition';
import { WHISPER_BASE, WHISPER_TINY_EN } from '@speechdeck/engines/whisper';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import { normalizedWords } from '../lexicon/normalize.ts';
import { segmentTerms } from '../tagging/segment-terms.ts';
import type { MedVocabulary, SoundsLikeTerms } from './med-vocabulary.ts';
import { agreedWithOther, confirmedSpans, heardSpans, joinedCompounds, secondPassTerms, soundsLikeSpans, unheardOfSpans, type SoundsLikeSpan } from './sounds-like-pass.ts';

export interface MedicalRecognitionDeps {
  audio: AudioTools;
  asr: AsrEngines;
  vocabulary: MedVocabulary;
}

export interface MedicalRecognitionInput {
  mediaPath: string;
  lexicon: MedicalLexicon;
  /** Scratch folder for the converted audio; cleaned up before returning. */
  workDir: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface MedicalRecognitionOutcome {
  language: string;
  duration: number;
  engine: string;
  segments: RecognizedSegment[];
  notes: string[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Any media -> 16 kHz mono WAV -> the language's recognizer with the medical vocabulary -> one
 * segment per utterance, whose keywords are the words of its medical terms (so the workspace's
 * keyword search finds the result by a term). Progress: 5 % converted, 20 % vocabulary ready
 * (its first build takes about 20 s), then the recognizer's. An engine that takes hotwords
 * (Whisper) recognizes twice instead (recognizeTwice).
 */
export async function recognizeMedical(deps: MedicalRecognitionDeps, input: MedicalRecognitionInput): Promise<MedicalRecognitionOutcome> {
  const { lexicon, signal } = input;
  const progress = input.onProgress ?? (() => {});
  const engine = medicalEngine(deps, lexicon.language);
  const scratch = join(input.workDir, scratchName('med'));
  await mkdir(scratch, { recursive: true });
  try {
    const wav = join(scratch, 'audio.wav');
    const { durationSec } = await deps.audio.toWav16kMono(input.mediaPath, wav, { signal });
    progress(0.05);
    const soundsLike = engine.takesHotwords ? deps.vocabulary.soundsLike : undefined;
    let heard: { transcript: Transcript; note: string };
    if (soundsLike) {
      const listen = soundsLike.withPocketsphinx ? pocketsphinxListener(deps, lexicon, wav) : undefined;
      heard = await recognizeTwice(engine, wav, lexicon, soundsLike, { signal, onProgress: (f) => progress(0.05 + 0.93 * f), ...(listen ? { listen, otherSoundsLike: true } : {}) });
    } else {
      const { vocabulary, note } = await deps.vocabulary.forEngine(engine, lexicon, signal);
      progress(0.2);
      heard = { transcript: await engine.transcribe(wav, { language: lexicon.language, signal, vocabulary, onProgress: (f) => progress(0.2 + 0.78 * f) }), note };
    }
    const { transcript, note } = heard;
    const segments = transcript.segments
      .filter((segment) => segment.text.trim().length > 0)
      .map((segment, position): RecognizedSegment => {
        const words = segment.words.map((w) => ({ ...w, start: round(w.start), end: round(w.end) }));
        const shaped = { start: round(segment.start), end: round(segment.end), sent: segment.text.trim(), words };
        const kw = new Set(segmentTerms(shaped, lexicon).filter((term) => term.category !== 'dose').flatMap((term) => normalizedWords(term.text, lexicon.language)));
        return { position, ...shaped, spk: null, kw: [...kw], oa: null };
      });
    return { language: transcript.language, duration: round(durationSec), engine: transcript.engine, segments, notes: [note, ...(transcript.notice ? [transcript.notice] : [])] };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The language's recognizer; where that is Whisper tiny.en and the two passes run on Whisper base
 * (SoundsLikeTerms.onWhisperBase), base when installed, with the language's own behind it should
 * base not load.
 */
export function medicalEngine(deps: Pick<MedicalRecognitionDeps, 'asr' | 'vocabulary'>, language: string): AsrEngine {
  const own = deps.asr.forLanguage(language);
  if (own.id !== WHISPER_TINY_EN.engine || !deps.vocabulary.soundsLike?.onWhisperBase) return own;
  try {
    return new FallbackAsrEngine([deps.asr.forLanguage(language, WHISPER_BASE.engine), own]);
  } catch {
    // Not installed here: the language's own.
    return own;
  }
}

/**
 * pocketsphinx with the lexicon's words in its model (MedVocabulary.forEngine: built once, about
 * 20 s), on the same audio: for Whisper's second pass, terms heard from the audio itself.
 * Undefined where pocketsphinx does not serve the language or is not there.
 */
function pocketsphinxListener(deps: MedicalRecognitionDeps, lexicon: MedicalLexicon, wav: string): ((signal?: AbortSignal) => Promise<Transcript>) | undefined {
  let pocketsphinx: AsrEngine;
  try {
    pocketsphinx = deps.asr.forLanguage(lexicon.language, 'pocketsphinx');
  } catch {
    return undefined;
  }
  if (pocketsphinx.id !== 'pocketsphinx' || !pocketsphinx.ownModels) return undefined;
  return async (signal) => {
    const { vocabulary } = await deps.vocabulary.forEngine(pocketsphinx, lexicon, signal);
    return pocketsphinx.transcribe(wav, { language: lexicon.language, signal, vocabulary });
  };
}

/** Terms named in a note: the first few, and how many more. */
function named(terms: readonly string[], shown = 8): string {
  return terms.length <= shown ? terms.join(', ') : `${terms.slice(0, shown).join(', ')} and ${terms.length - shown} more`;
}

/** What recognizeTwice heard, and how. */
export interface TwoPasses {
  /** The outcome: the first pass with its compounds joined and the spans the second pass confirmed replaced. */
  transcript: Transcript;
  note: string;
  /** The first pass as the engine answered it. */
  first: Transcript;
  /** Compounds the first pass wrote as two words, joined ("chemo therapy"). */
  joined: string[];
  /** Spans of the first pass that sounded like a term, nearest first; their terms the second pass's hotwords. */
  spans: SoundsLikeSpan[];
  hotwords: string[];
  /** The terms the second pass wrote where the first had other words. */
  confirmed: string[];
  /** The terms written where pocketsphinx wrote them and the first pass's words sound like them, the second pass not writing them there. */
  agreed: string[];
  /** The terms written where the first pass spelled a word no dictionary holds that sounds like them (unheardOfSpans), the second pass not writing them there. */
  unheardOf: string[];
}

interface TwiceOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /**
   * Another recognizer on the same audio (pocketsphinx with the lexicon's words in its model),
   * run beside the first pass: the terms it wrote are candidates too. A failure leaves them out.
   */
  listen?: (signal?: AbortSignal) => Promise<Transcript>;
  /** The terms that sound like spans of the other recognizer's words are candidates too. */
  otherSoundsLike?: boolean;
}

/**
 * Whisper, which takes hotwords, recognizes twice. First with no medical term (given the
 * lexicon's first terms on every window, it wrote them where nobody said them: "pain, pain, pain"
 * after the speech); its compounds written as two words are joined ("chemo therapy"); then the
 * lexicon's terms that sound like spans of what it wrote ("lies in a purl" for lisinopril:
 * soundsLikeSpans) are its hotwords for a second pass over the same audio, and each span whose
 * term the second pass wrote at the same time takes the second pass's words (confirmedSpans); the
 * rest is the first pass's. The lexicon's phones (30-45 s to make the first time, then read from
 * disk) are made while the first pass runs. Progress, of this part: the first pass to 40 %, the
 * second from 45 %, monotonic; without any span to check, one pass.
 */
export async function recognizeTwice(
  engine: AsrEngine,
  wav: string,
  lexicon: MedicalLexicon,
  soundsLike: SoundsLikeTerms,
  options: TwiceOptions = {},
): Promise<TwoPasses> {
  const { signal } = options;
  const served = soundsLike.phones.serves(lexicon);
  // Made meanwhile; a failure is the note's, read after the first pass.
  const indexing = served ? soundsLike.phones.indexFor(lexicon).then((index) => ({ index }), (error: unknown) => ({ error })) : undefined;
  // Stopped as soon as this returns (a first pass with nothing to check needs no candidates).
  const listenAbort = new AbortController();
  const listenSignal = signal ? AbortSignal.any([signal, listenAbort.signal]) : listenAbort.signal;
  const listening = options.listen?.(listenSignal).then((transcript) => ({ transcript }), (error: unknown) => ({ error }));
  try {
    return await passes(engine, wav, lexicon, soundsLike, { ...options, indexing, listening });
  } finally {
    listenAbort.abort();
  }
}

async function passes(
  engine: AsrEngine,
  wav: string,
  lexicon: MedicalLexicon,
  soundsLike: SoundsLikeTerms,
  options: Omit<TwiceOptions, 'listen'> & {
    indexing: Promise<{ index: SoundsLikeIndex } | { error: unknown }> | undefined;
    listening: Promise<{ transcript: Transcript } | { error: unknown }> | undefined;
  },
): Promise<TwoPasses> {
  const { signal, indexing, listening } = options;
  const progress = options.onProgress ?? (() => {});
  const first = await engine.transcribe(wav, { language: lexicon.language, signal, onProgress: (f) => progress(0.4 * f) });
  const name = first.engine;
  // The engine fell back to another (Whisper's model missing): that one takes no hotwords.
  if (name.split(':')[0] !== engine.id) return once(first, `Recognized with ${name}, without medical terms.`);
  const { segments: joinedSegments, joined } = joinedCompounds(first.segments, lexicon);
  const compounds = joined.length > 0 ? ` ${joined.length} compound${joined.length === 1 ? '' : 's'} it wrote as two words joined (${named(joined)}).` : '';
  const heard = { ...first, segments: joinedSegments };
  if (!indexing) return once(first, `Recognized with ${name} once, without medical terms: no pronunciations are made for '${lexicon.language}' here, to find the terms that sound like what it heard.${compounds}`, heard, joined);
  const made = await indexing;
  if ('error' in made) {
    if (signal?.aborted) throw made.error;
    return once(first, `Recognized with ${name} once, without medical terms: the lexicon's pronunciations could not be made (${errorMessage(made.error)}).${compounds}`, heard, joined);
  }
  const soundingLike = await soundsLikeSpans(heard.segments, lexicon, made.index, soundsLike.pronouncer, { signal });
  const other = await listening;
  if (other && 'error' in other && signal?.aborted) throw other.error;
  const otherSegments = other && 'transcript' in other ? joinedCompounds(other.transcript.segments, lexicon).segments : undefined;
  const otherSoundsLike = otherSegments && options.otherSoundsLike ? await soundsLikeSpans(otherSegments, lexicon, made.index, soundsLike.pronouncer, { signal }) : [];
  const heardByOther = otherSegments ? heardSpans(heard.segments, otherSegments, lexicon, otherSoundsLike) : [];
  const spans = [...soundingLike, ...heardByOther].sort((a, b) => a.distance - b.distance);
  const hotwords = secondPassTerms(spans, soundsLike.count);
  progress(0.45);
  if (hotwords.length === 0) return once(first, `Recognized with ${name} once: no medical term sounds like words it wrote that were not terms already${otherSegments ? ', nor did pocketsphinx hear one there' : ''}.${compounds}`, heard, joined);
  const agreeing = otherSegments ? await agreedWithOther(heard.segments, otherSegments, lexicon, made.index, soundsLike.pronouncer, soundingLike) : [];
  const madeUp = await unheardOfSpans(heard.segments, soundingLike, lexicon, soundsLike.pronouncer);
  const second = await engine.transcribe(wav, { language: lexicon.language, signal, vocabulary: { terms: hotwords }, onProgress: (f) => progress(0.45 + 0.55 * f) });
  const { segments, confirmed, agreed: taken } = confirmedSpans(heard.segments, second.segments, spans, lexicon, [...agreeing, ...madeUp]);
  const byPocketsphinx = new Set(agreeing.map(({ span }) => span.term));
  const agreed = taken.filter((term) => byPocketsphinx.has(term));
  const unheardOf = taken.filter((term) => !byPocketsphinx.has(term));
  const outcome = confirmed.length > 0 ? `it wrote ${confirmed.length} of them where the first had other words (${named(confirmed)})` : 'it wrote none of them where the first had other words';
  const them = (terms: readonly string[]) => (terms.length === 1 ? 'it' : 'them');
  const both = agreed.length > 0 ? ` ${agreed.length} more written where pocketsphinx wrote ${them(agreed)} and the first pass's words sound like ${them(agreed)} (${named(agreed)}).` : '';
  const spelled = unheardOf.length > 0 ? ` ${unheardOf.length} more written where the first pass spelled a word no dictionary holds that sounds like ${them(unheardOf)} (${named(unheardOf)}).` : '';
  return {
    transcript: { ...heard, segments },
    note: `Recognized with ${name} twice: the second pass listened for ${hotwords.length} medical term${hotwords.length === 1 ? '' : 's'} that sound like words of the first (${named(hotwords)})${fromOther(hotwords, heardByOther)}; ${outcome}.${both}${spelled}${compounds}`,
    first,
    joined,
    spans,
    hotwords,
    confirmed,
    agreed,
    unheardOf,
  };
}

/** What the note says of the terms another recognizer gave. */
function fromOther(hotwords: readonly string[], heardByOther: readonly SoundsLikeSpan[]): string {
  const terms = new Set(heardByOther.map((span) => span.term));
  const given = hotwords.filter((term) => terms.has(term)).length;
  return given > 0 ? ` (${given} of them from what pocketsphinx, listening with the lexicon's words, heard there)` : '';
}

function once(first: Transcript, note: string, transcript = first, joined: string[] = []): TwoPasses {
  return { transcript, note, first, joined, spans: [], hotwords: [], confirmed: [], agreed: [], unheardOf: [] };
}
