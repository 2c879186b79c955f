import type { Database } from '@speechdeck/core/server';
import type { TimeRegion } from '../engines/speaker-engines.ts';

/** One enrolled clip: its kept 16 kHz mono WAV, what it held, and its embedding by one embedder. */
export interface StoredClip {
  id: string;
  wavKey: string;
  clipSeconds: number;
  speechSeconds: number;
  /** The speech that was enrolled (the clip's main voice). */
  regions: TimeRegion[];
  embedding: Float32Array;
  embedderId: string;
  createdAt: string;
}

export interface StoredSpeaker {
  id: number;
  userId: number;
  /** The name as first enrolled. */
  spk: string;
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  clips: StoredClip[];
}

export type NewClip = Omit<StoredClip, 'createdAt'>;

export interface SpeakerStore {
  /** The user's speakers by name. */
  list(userId: number): StoredSpeaker[];
  /** By name, without regard to case. */
  find(userId: number, spk: string): StoredSpeaker | undefined;
  /** Adds a clip to the speaker of that name, enrolling it first if it is new (keeping the first spelling). */
  addClip(userId: number, spk: string, clip: NewClip, at: string): StoredSpeaker;
  /** Stores a clip's embedding made again by another embedder. */
  updateEmbedding(clipId: string, embedding: Float32Array, embedderId: string): void;
  /** Answers the deleted speaker with its clips, whose files the caller removes. */
  delete(userId: number, spk: string): StoredSpeaker | undefined;
}

/** 'Ayşe' and 'ayşe' are one speaker (the contract's speakerName compares so). */
export const nameKey = (spk: string) => spk.normalize('NFC').toLocaleLowerCase('en-US');

interface SpeakerRow {
  id: number;
  user_id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

interface ClipRow {
  id: string;
  speaker_id: number;
  wav_key: string;
  clip_seconds: number;
  speech_seconds: number;
  regions: string;
  embedding: Buffer;
  embedder_id: string;
  created_at: string;
}

const toBlob = (embedding: Float32Array) => Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength);
// Copied out: a Buffer from SQLite need not sit at an offset a Float32Array can view.
const fromBlob = (blob: Buffer) => new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));

function clipOf(row: ClipRow): StoredClip {
  return {
    id: row.id, wavKey: row.wav_key, clipSeconds: row.clip_seconds, speechSeconds: row.speech_seconds,
    regions: JSON.parse(row.regions) as TimeRegion[], embedding: fromBlob(row.embedding), embedderId: row.embedder_id, createdAt: row.created_at,
  };
}

export function createSpeakerStore(db: Database): SpeakerStore {
  const q = {
    list: db.prepare<[number], SpeakerRow>('SELECT * FROM sv_speakers WHERE user_id = ? ORDER BY name_key'),
    find: db.prepare<[number, string], SpeakerRow>('SELECT * FROM sv_speakers WHERE user_id = ? AND name_key = ?'),
    clips: db.prepare<[number], ClipRow>('SELECT * FROM sv_clips WHERE speaker_id = ? ORDER BY created_at, rowid'),
    insertSpeaker: db.prepare(`INSERT INTO sv_speakers (user_id, name, name_key, created_at, updated_at) VALUES (@userId, @name, @key, @at, @at)
      ON CONFLICT (user_id, name_key) DO UPDATE SET updated_at = excluded.updated_at`),
    insertClip: db.prepare(`INSERT INTO sv_clips (id, speaker_id, wav_key, clip_seconds, speech_seconds, regions, embedding, embedder_id, created_at)
      VALUES (@id, @speakerId, @wavKey, @clipSeconds, @speechSeconds, @regions, @embedding, @embedderId, @at)`),
    updateEmbedding: db.prepare('UPDATE sv_clips SET embedding = ?, embedder_id = ? WHERE id = ?'),
    delete: db.prepare<[number], unknown>('DELETE FROM sv_speakers WHERE id = ?'),
  };
  const withClips = (row: SpeakerRow): StoredSpeaker => ({
    id: row.id, userId: row.user_id, spk: row.name, createdAt: row.created_at, updatedAt: row.updated_at, clips: q.clips.all(row.id).map(clipOf),
  });
  const find = (userId: number, spk: string) => {
    const row = q.find.get(userId, nameKey(spk));
    return row && withClips(row);
  };
  return {
    list: (userId) => q.list.all(userId).map(withClips),
    find,
    addClip: (userId, spk, clip, at) =>
      db.transaction(() => {
        q.insertSpeaker.run({ userId, name: spk, key: nameKey(spk), at });
        const speaker = q.find.get(userId, nameKey(spk))!;
        q.insertClip.run({ ...clip, speakerId: speaker.id, regions: JSON.stringify(clip.regions), embedding: toBlob(clip.embedding), at });
        return withClips(speaker);
      })(),
    updateEmbedding: (clipId, embedding, embedderId) => void q.updateEmbedding.run(toBlob(embedding), embedderId, clipId),
    delete: (userId, spk) =>
      db.transaction(() => {
        const speaker = find(userId, spk);
        if (speaker) q.delete.run(speaker.id);
        return speaker;
      })(),
  };
}
