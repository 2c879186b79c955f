import type { RecognitionOptions, RecognitionResult, RecognizedSegment, ResultSummary, SegmentHit } from '../../index.ts';

export interface NewResult {
  processId: string;
  userId: number;
  fn: string;
  options: RecognitionOptions;
  /** The media file the result belongs to, as a MediaStorage key (deleted with it). */
  mediaKey: string;
  duration?: number;
  /**
   * The tracked job that will recognize it: the result shows that job's life (queued, running,
   * failed) until its transcript is stored. None for a result its service stores whole at once.
   */
  job?: string;
}

/** What a finished recognition stores. */
export interface ResultOutcome {
  language: string;
  duration: number;
  engine: string;
  segments: RecognizedSegment[];
  notes: string[];
}

export type SegmentSearch =
  | { kind: 'kw'; value: string }
  | { kind: 'spk'; value: string }
  | { kind: 'sent'; value: string }
  | { kind: 'oa'; value: string };

export interface Page {
  limit: number;
  offset: number;
}

/**
 * The per-user store of recognition results with full-text search (the spec's "elastic").
 * Every call takes the owner's user id, so one user's query never sees another's rows. Process ids
 * are the owner's own: two users may hold the same one (a client-chosen id) without knowing it.
 */
export interface ResultsStore {
  /** Stores a queued result; an id the owner already holds stores nothing and answers that result (`created: false`). */
  create(result: NewResult): Promise<{ result: RecognitionResult; created: boolean }>;
  get(userId: number, processId: string): Promise<(RecognitionResult & { mediaKey: string }) | undefined>;
  /** Stores the finished segments (replacing any) and marks the result done. */
  complete(userId: number, processId: string, outcome: ResultOutcome): Promise<RecognitionResult>;
  /**
   * Stores a result anew in place of what it held (its redacted transcript and audio): the segments,
   * the media key and a new creation time, so that what other services kept about the old one
   * (named entities, found by the result's creation time) no longer answers for it. Answers the
   * result, the key it held before, and whether another result still uses that file.
   */
  replace(userId: number, processId: string, outcome: ResultOutcome & { mediaKey: string }): Promise<{ result: RecognitionResult; previousMediaKey: string; stillUsed: boolean }>;
  list(userId: number, page: Page, fn?: string): Promise<ResultSummary[]>;
  fileNames(userId: number): Promise<{ fn: string; processId: string; createdAt: string }[]>;
  search(userId: number, query: SegmentSearch, page: Page): Promise<SegmentHit[]>;
  editSegment(userId: number, processId: string, position: number, change: { text?: string; spk?: string }): Promise<RecognitionResult | undefined>;
  renameSpeaker(userId: number, processId: string, from: string, to: string): Promise<RecognitionResult | undefined>;
  /**
   * Adds words to a segment's keywords (those it lacks, in the order given), so the keyword search
   * finds the segment by them; answers whether the segment exists. Another service's findings
   * (the named entities of a transcript) reach the workspace's search this way.
   */
  addKeywords(userId: number, processId: string, position: number, words: readonly string[]): Promise<boolean>;
  /** Removes the result; answers its media key, and whether another result still uses that file. */
  delete(userId: number, processId: string): Promise<{ mediaKey: string; stillUsed: boolean } | undefined>;
  stats(userId: number): Promise<{ files: number; seconds: number; byStatus: Record<string, number>; recent: ResultSummary[] }>;
}
