import type { Generated } from '@speechdeck/core/server';
import type { AnalysisKind } from '../../contract/sv-api.ts';

/**
 * The speaker plugin's tables as its queries see them. `rowid` is SQLite's hidden row number; the
 * PostgreSQL tables have a column of that name, so that "oldest first" orders alike on both.
 */
export interface SpeakerTables {
  sv_speakers: {
    id: Generated<number>;
    user_id: number;
    name: string;
    name_key: string;
    created_at: string;
    updated_at: string;
  };
  sv_clips: {
    rowid: Generated<number>;
    id: string;
    speaker_id: number;
    wav_key: string;
    clip_seconds: number;
    speech_seconds: number;
    /** JSON [{start, end}]. */
    regions: string;
    /** float32 bytes: a BLOB on SQLite, BYTEA on PostgreSQL, a Buffer from either. */
    embedding: Buffer;
    embedder_id: string;
    created_at: string;
  };
  sv_enrollments: {
    id: string;
    user_id: number;
    spk: string;
    file_name: string;
    upload_key: string | null;
    /** JSON of the enrollment's result. */
    result: string | null;
    /** Why it was cancelled: its speaker deleted before its clip was stored. */
    cancel_reason: string | null;
    created_at: string;
  };
  sv_identifications: {
    rowid: Generated<number>;
    user_id: number;
    id: string;
    /** JSON of the identification. */
    answer: string;
    created_at: string;
  };
  sv_analyses: {
    rowid: Generated<number>;
    id: string;
    user_id: number;
    kind: AnalysisKind;
    file_name: string;
    duration: number;
    requested_speakers: number | null;
    media_key: string;
    /** JSON. */
    segments: Generated<string>;
    /** JSON. */
    speakers: Generated<string>;
    process_id: string | null;
    created_at: string;
  };
}
