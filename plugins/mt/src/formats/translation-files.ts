/**
 * Downloads of a translation. A transcript's subtitles and text are the workspace's own export
 * formats (format-result) run on the transcript with its segments translated, so the page, the CLI
 * and the workspace's downloads write the same files. The host answers JSON only: the files are
 * made from its answer where it arrives (README, "Subtitles").
 */
import { contentTypeOf, fileNameFor, formatResult, type RecognitionResult } from '@speechdeck/plugin-workspace';
import type { Translation } from '../contract/mt-api.ts';

export const TRANSCRIPT_FORMATS = ['srt', 'vtt', 'txt'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

export interface TranslationFile {
  name: string;
  type: string;
  text: string;
}

/**
 * The translated transcript as a recognition result in the target language. Its words are left
 * out: their times belong to the original words, so the subtitle cues share each segment's time
 * out by characters instead.
 */
export function translatedResult(translation: Translation): RecognitionResult | null {
  const transcript = translation.transcript;
  if (!transcript) return null;
  return {
    processId: transcript.processId, userId: 0, fn: transcript.fn, language: translation.target, status: 'done', error: null, progress: 1,
    duration: transcript.duration, createdAt: new Date(0).toISOString(),
    options: { language: translation.target, isDiarize: transcript.segments.some((s) => s.spk !== null), vad: false, punct: false, sentText: false, oa: false },
    text: translation.text,
    segments: transcript.segments.map(({ position, start, end, spk, text }) => ({ position, start, end, spk, sent: text, kw: [], oa: null, words: [] })),
    notes: [], engine: translation.engine,
  };
}

/**
 * A file of the translation: for a transcript SRT, WebVTT or timed text named after its file and
 * the target language ('meeting.es.srt'); for text, the text ('translation.es.txt').
 */
export function translationFile(translation: Translation, format: TranscriptFormat): TranslationFile {
  const result = translatedResult(translation);
  if (!result) {
    if (format !== 'txt') throw new Error(`Text has no times: it is saved as txt, not ${format}.`);
    return { name: `translation.${translation.target}.txt`, type: contentTypeOf('txt'), text: `${translation.text.trimEnd()}\n` };
  }
  const name = fileNameFor(result, format).replace(/\.(\w+)$/, `.${translation.target}.$1`);
  return { name, type: contentTypeOf(format), text: formatResult(result, format) };
}
