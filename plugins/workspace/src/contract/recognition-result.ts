import { z } from 'zod';
import { jobStatus, recognizedWord } from '@speechdeck/core';

/** The longest media a result can describe (1000 hours); the export formats write no time past it. */
export const MAX_MEDIA_SECONDS = 1000 * 3600;

export { recognizedWord, type RecognizedWord } from '@speechdeck/core';

/** Sentiment-style analysis label attached per segment when `oa=true` (docs/recognition.md). */
export const OA_LABELS = ['positive', 'negative', 'neutral'] as const;
export const oaLabel = z.enum(OA_LABELS);

export const recognizedSegment = z.object({
  /** 0-based order within the result; the key `editResponseFromElastic` edits by. */
  position: z.number().int().min(0),
  start: z.number(),
  end: z.number(),
  /** Speaker label ('S1', 'S2', ... or a renamed/enrolled name); null when not diarized. */
  spk: z.string().nullable(),
  /** The segment's text. */
  sent: z.string(),
  /** Salient keywords of the segment. */
  kw: z.array(z.string()),
  oa: z.string().nullable(),
  words: z.array(recognizedWord),
});
export type RecognizedSegment = z.infer<typeof recognizedSegment>;

export type ProcessStatus = z.infer<typeof jobStatus>;

export const recognitionOptions = z.object({
  language: z.string(),
  isDiarize: z.boolean(),
  vad: z.boolean(),
  punct: z.boolean(),
  sentText: z.boolean(),
  oa: z.boolean(),
});
export type RecognitionOptions = z.infer<typeof recognitionOptions>;

/** One recognition "process": the answer of every recognize call and of the workspace store. */
export const recognitionResult = z.object({
  processId: z.string(),
  userId: z.number().int(),
  /** The file name the user knows it by. */
  fn: z.string(),
  language: z.string(),
  status: jobStatus,
  error: z.string().nullable(),
  /** 0..1 while queued or running. */
  progress: z.number().min(0).max(1),
  /** Seconds of audio. */
  duration: z.number(),
  createdAt: z.string(),
  options: recognitionOptions,
  text: z.string(),
  segments: z.array(recognizedSegment),
  /** Things the user should know about the result, e.g. why it has no speakers. */
  notes: z.array(z.string()),
  engine: z.string().nullable(),
});
export type RecognitionResult = z.infer<typeof recognitionResult>;

const mediaTime = z.number().min(0, 'A time cannot be negative.').max(MAX_MEDIA_SECONDS, 'A time cannot pass 1000 hours.');

/** A result a client sends to be exported (`POST /api/stt/toSrt`): every time within the media's bounds. */
export const exportableResult = recognitionResult.extend({
  segments: z.array(recognizedSegment.extend({
    start: mediaTime,
    end: mediaTime,
    words: z.array(recognizedWord.extend({ start: mediaTime, end: mediaTime })),
  })),
});

/** A workspace search hit: one segment with the process it belongs to (spec §3 "speech result"). */
export const segmentHit = recognizedSegment.omit({ words: true }).extend({
  processId: z.string(),
  userId: z.number().int(),
  fn: z.string(),
});
export type SegmentHit = z.infer<typeof segmentHit>;

/** A result without its segments, for lists. */
export const resultSummary = recognitionResult.omit({ segments: true, text: true }).extend({
  segmentCount: z.number().int(),
  speakers: z.array(z.string()),
  preview: z.string(),
});
export type ResultSummary = z.infer<typeof resultSummary>;
