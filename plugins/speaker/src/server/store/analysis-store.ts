import type { Database } from '@speechdeck/core/server';
import type { AnalysisKind, SpeakerAnalysis, SvJobStatus } from '../../contract/sv-api.ts';

/** A diarization or tracking as the host keeps it: what clients see, plus its owner and recording. */
export interface StoredAnalysis extends SpeakerAnalysis {
  userId: number;
  /** The upload until the job converted it, then the recording as a 16 kHz mono WAV. */
  mediaKey: string;
}

export type NewAnalysis = Pick<StoredAnalysis, 'id' | 'userId' | 'kind' | 'fileName' | 'duration' | 'requestedSpeakers' | 'mediaKey' | 'createdAt'>;

export interface AnalysisStore {
  /** Stores an analysis in state 'queued'. */
  create(analysis: NewAnalysis): void;
  get(id: string): StoredAnalysis | undefined;
  /** The user's newest first. */
  list(userId: number, limit: number): StoredAnalysis[];
  /** False when it is gone (deleted while it ran). */
  setStatus(id: string, state: { status: SvJobStatus; progress?: number; error?: string | null }): boolean;
  /** The converted recording and its measured seconds. False when it is gone. */
  setMedia(id: string, mediaKey: string, duration: number): boolean;
  /** False when it is gone. */
  complete(id: string, outcome: Pick<SpeakerAnalysis, 'segments' | 'speakers'>): boolean;
  /** Records the workspace result it was saved as. */
  setProcessId(id: string, processId: string): void;
  /** Answers the deleted row, whose recording the caller removes. */
  delete(id: string): StoredAnalysis | undefined;
}

interface AnalysisRow {
  id: string;
  user_id: number;
  kind: AnalysisKind;
  status: SvJobStatus;
  progress: number;
  error: string | null;
  file_name: string;
  duration: number;
  requested_speakers: number | null;
  media_key: string;
  segments: string;
  speakers: string;
  process_id: string | null;
  created_at: string;
}

const fromRow = (row: AnalysisRow): StoredAnalysis => ({
  id: row.id, userId: row.user_id, kind: row.kind, status: row.status, progress: row.progress, error: row.error, fileName: row.file_name,
  duration: row.duration, requestedSpeakers: row.requested_speakers, mediaKey: row.media_key, processId: row.process_id, createdAt: row.created_at,
  segments: JSON.parse(row.segments) as SpeakerAnalysis['segments'], speakers: JSON.parse(row.speakers) as SpeakerAnalysis['speakers'],
});

/** The analysis as clients see it: where its recording lies stays on the host. */
export function publicAnalysis({ userId: _userId, mediaKey: _mediaKey, ...analysis }: StoredAnalysis): SpeakerAnalysis {
  return analysis;
}

export function createAnalysisStore(db: Database): AnalysisStore {
  const q = {
    insert: db.prepare(`INSERT INTO sv_analyses (id, user_id, kind, status, file_name, duration, requested_speakers, media_key, created_at)
      VALUES (@id, @userId, @kind, 'queued', @fileName, @duration, @requestedSpeakers, @mediaKey, @createdAt)`),
    get: db.prepare<[string], AnalysisRow>('SELECT * FROM sv_analyses WHERE id = ?'),
    list: db.prepare<[number, number], AnalysisRow>('SELECT * FROM sv_analyses WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?'),
    setStatus: db.prepare(`UPDATE sv_analyses SET status = @status, progress = coalesce(@progress, progress),
      error = CASE WHEN @keepError THEN error ELSE @error END WHERE id = @id`),
    setMedia: db.prepare('UPDATE sv_analyses SET media_key = ?, duration = ? WHERE id = ?'),
    complete: db.prepare("UPDATE sv_analyses SET status = 'done', progress = 1, error = NULL, segments = ?, speakers = ? WHERE id = ?"),
    setProcessId: db.prepare('UPDATE sv_analyses SET process_id = ? WHERE id = ?'),
    delete: db.prepare<[string], AnalysisRow>('DELETE FROM sv_analyses WHERE id = ? RETURNING *'),
  };
  return {
    create: (analysis) => void q.insert.run(analysis),
    get(id) {
      const row = q.get.get(id);
      return row && fromRow(row);
    },
    list: (userId, limit) => q.list.all(userId, limit).map(fromRow),
    setStatus: (id, { status, progress, error }) =>
      q.setStatus.run({ id, status, progress: progress ?? null, error: error ?? null, keepError: error === undefined ? 1 : 0 }).changes > 0,
    setMedia: (id, mediaKey, duration) => q.setMedia.run(mediaKey, duration, id).changes > 0,
    complete: (id, { segments, speakers }) => q.complete.run(JSON.stringify(segments), JSON.stringify(speakers), id).changes > 0,
    setProcessId: (id, processId) => void q.setProcessId.run(processId, id),
    delete(id) {
      const row = q.delete.get(id);
      return row && fromRow(row);
    },
  };
}
