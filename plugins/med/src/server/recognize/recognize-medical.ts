import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { scratchName, type AudioTools } from '@speechdeck/core/server';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { AsrEngines } from '@speechdeck/engines/recognition';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import { normalizedWords } from '../lexicon/normalize.ts';
import { segmentTerms } from '../tagging/segment-terms.ts';
import type { MedVocabulary } from './med-vocabulary.ts';

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
 * (its first build takes about 20 s), then the recognizer's.
 */
export async function recognizeMedical(deps: MedicalRecognitionDeps, input: MedicalRecognitionInput): Promise<MedicalRecognitionOutcome> {
  const { lexicon, signal } = input;
  const progress = input.onProgress ?? (() => {});
  const engine = deps.asr.forLanguage(lexicon.language);
  const scratch = join(input.workDir, scratchName('med'));
  await mkdir(scratch, { recursive: true });
  try {
    const wav = join(scratch, 'audio.wav');
    const { durationSec } = await deps.audio.toWav16kMono(input.mediaPath, wav, { signal });
    progress(0.05);
    const { vocabulary, note } = await deps.vocabulary.forEngine(engine, lexicon, signal);
    progress(0.2);
    const transcript = await engine.transcribe(wav, { language: lexicon.language, signal, vocabulary, onProgress: (f) => progress(0.2 + 0.78 * f) });
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
