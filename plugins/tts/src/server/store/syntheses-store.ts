import { jobLife, type Generated, type JobLife, type Kysely, type PluginStore, type Selectable } from '@speechdeck/core/server';
import type { AudioFormat, Synthesis } from '../../contract/tts-api.ts';
import { synthesisMigrations } from './synthesis-migrations.ts';

/** A synthesis as the plugin keeps it: what clients see but its job's life, plus what it needs to run it again and serve it. */
export interface StoredSynthesis extends Omit<Synthesis, keyof JobLife> {
  userId: number;
  rate: number;
  pitch: number;
  /** Media key of the text to say (a stored file of the user's). */
  textKey: string;
  /** Media key of the audio, once done. */
  audioKey: string | null;
}

export type NewSynthesis = Pick<StoredSynthesis, 'id' | 'userId' | 'title' | 'characters' | 'language' | 'voice' | 'engine' | 'format' | 'rate' | 'pitch' | 'fileName' | 'textKey' | 'createdAt'>;

export interface SynthesesStore {
  create(synthesis: NewSynthesis): Promise<StoredSynthesis>;
  get(userId: number, id: string): Promise<StoredSynthesis | undefined>;
  /** The user's newest syntheses first. */
  list(userId: number, limit: number): Promise<StoredSynthesis[]>;
  /** Its audio, once made. False when the synthesis is gone (deleted while it ran). */
  complete(userId: number, id: string, audio: { audioKey: string; duration: number; bytes: number }): Promise<boolean>;
  /** Answers the deleted row, whose files the caller removes. */
  delete(userId: number, id: string): Promise<StoredSynthesis | undefined>;
}

interface SynthesesTable {
  id: string;
  /** SQLite's hidden rowid, a column of its own on PostgreSQL: insertion order, for created_at's ties. */
  rowid: Generated<number>;
  user_id: number;
  title: string;
  characters: number;
  language: string;
  voice: string;
  engine: string;
  format: AudioFormat;
  rate: number;
  pitch: number;
  file_name: string;
  text_key: string;
  audio_key: string | null;
  duration: number | null;
  bytes: number | null;
  created_at: string;
}

type SynthesisRow = Selectable<SynthesesTable>;

function fromRow(row: SynthesisRow): StoredSynthesis {
  return {
    id: row.id, userId: row.user_id, title: row.title,
    characters: row.characters, language: row.language, voice: row.voice, engine: row.engine, format: row.format,
    rate: row.rate, pitch: row.pitch, fileName: row.file_name, textKey: row.text_key, audioKey: row.audio_key,
    duration: row.duration, bytes: row.bytes, createdAt: row.created_at,
  };
}

/** The synthesis as clients see it, with its job's state: where its files lie on the host stays on the host. */
export function publicSynthesis(stored: StoredSynthesis, job: JobLife): Synthesis {
  const { userId: _userId, rate: _rate, pitch: _pitch, textKey: _textKey, audioKey: _audioKey, ...synthesis } = stored;
  return { ...synthesis, ...jobLife(job) };
}

/** The syntheses table, migrated first. */
export async function openSynthesesStore(store: PluginStore): Promise<SynthesesStore> {
  await store.migrate(synthesisMigrations);
  return createSynthesesStore(store.tables<{ syntheses: SynthesesTable }>());
}

function createSynthesesStore(db: Kysely<{ syntheses: SynthesesTable }>): SynthesesStore {
  const updated = async (query: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }) => Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
  return {
    async create(synthesis) {
      const row = await db
        .insertInto('syntheses')
        .values({
          id: synthesis.id, user_id: synthesis.userId, title: synthesis.title, characters: synthesis.characters,
          language: synthesis.language, voice: synthesis.voice, engine: synthesis.engine, format: synthesis.format, rate: synthesis.rate,
          pitch: synthesis.pitch, file_name: synthesis.fileName, text_key: synthesis.textKey, created_at: synthesis.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return fromRow(row);
    },
    async get(userId, id) {
      const row = await db.selectFrom('syntheses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async list(userId, limit) {
      const rows = await db.selectFrom('syntheses').selectAll().where('user_id', '=', userId)
        .orderBy('created_at', 'desc').orderBy('rowid', 'desc').limit(limit).execute();
      return rows.map(fromRow);
    },
    complete: (userId, id, { audioKey, duration, bytes }) =>
      updated(db.updateTable('syntheses')
        .set({ audio_key: audioKey, duration, bytes })
        .where('user_id', '=', userId).where('id', '=', id)),
    async delete(userId, id) {
      const row = await db.deleteFrom('syntheses').where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst();
      return row && fromRow(row);
    },
  };
}
