import type { Generated, Kysely } from '@speechdeck/core/server';

/** The workspace's tables as its migrations make them (workspace-migrations.ts). */
export interface WorkspaceTables {
  recognitions: {
    process_id: string;
    user_id: number;
    fn: string;
    language: string;
    duration: Generated<number>;
    /** RecognitionOptions as JSON. */
    options: string;
    /** string[] as JSON. */
    notes: Generated<string>;
    engine: string | null;
    media_key: string;
    created_at: string;
    /**
     * The tracked job that recognizes it (the platform keeps its life: status, progress, error);
     * null for a result its service stores whole (a call, an analysis, a live session).
     */
    job: string | null;
    /** When its transcript was stored: from then on it is done, whatever its job said. */
    completed_at: string | null;
    /** The order results were stored in: SQLite's implicit rowid, an identity column on PostgreSQL. */
    rowid: Generated<number>;
  };
  segments: {
    id: Generated<number>;
    process_id: string;
    user_id: number;
    position: number;
    start: number;
    end: number;
    spk: string | null;
    sent: string;
    /** Keywords, one space between them. */
    kw: Generated<string>;
    oa: string | null;
    /** RecognizedWord[] as JSON. */
    words: Generated<string>;
    /**
     * PostgreSQL only: `sent` and `kw` as their search terms (search-terms.ts), which its
     * full-text column is generated from. SQLite's FTS5 reads `sent` and `kw` itself.
     */
    sent_terms: Generated<string>;
    kw_terms: Generated<string>;
  };
  /** SQLite only: FTS5 over segments' sent, kw and user_id (workspace migration 3), `rowid` the segment's id. */
  segments_fts: {
    rowid: number;
  };
  media_token_key: {
    id: number;
    key: Uint8Array;
  };
}

export type WorkspaceDb = Kysely<WorkspaceTables>;
