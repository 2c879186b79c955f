import type { Kysely, Selectable } from '@speechdeck/core/server';
import type { TimeRegion } from '@speechdeck/engines/speaker';
import { inTransaction, lockedOn, type StoreContext } from './store-context.ts';
import type { SpeakerTables } from './speaker-tables.ts';

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
  list(userId: number): Promise<StoredSpeaker[]>;
  /** By name, without regard to case. */
  find(userId: number, spk: string): Promise<StoredSpeaker | undefined>;
  /** Adds a clip to the speaker of that name, enrolling it first if it is new (keeping the first spelling). */
  addClip(userId: number, spk: string, clip: NewClip, at: string): Promise<StoredSpeaker>;
  /** Stores a clip's embedding made again by another embedder. */
  updateEmbedding(clipId: string, embedding: Float32Array, embedderId: string): Promise<void>;
  /** Answers the deleted speaker with its clips, whose files the caller removes. */
  delete(userId: number, spk: string): Promise<StoredSpeaker | undefined>;
}

/** 'Ayşe' and 'ayşe' are one speaker (the contract's speakerName compares so). */
export const nameKey = (spk: string) => spk.normalize('NFC').toLocaleLowerCase('en-US');

type SpeakerRow = Selectable<SpeakerTables['sv_speakers']>;
type ClipRow = Selectable<SpeakerTables['sv_clips']>;

const toBlob = (embedding: Float32Array) => Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength);
// Copied out: a Buffer from either driver need not sit at an offset a Float32Array can view.
const fromBlob = (blob: Buffer) => new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));

function clipOf(row: ClipRow): StoredClip {
  return {
    id: row.id, wavKey: row.wav_key, clipSeconds: row.clip_seconds, speechSeconds: row.speech_seconds,
    regions: JSON.parse(row.regions) as TimeRegion[], embedding: fromBlob(row.embedding), embedderId: row.embedder_id, createdAt: row.created_at,
  };
}

export function createSpeakerStore({ db, dialect }: StoreContext): SpeakerStore {
  const speakerQuery = (on: Kysely<SpeakerTables>, userId: number, spk: string) =>
    on.selectFrom('sv_speakers').selectAll().where('user_id', '=', userId).where('name_key', '=', nameKey(spk));

  /** The speakers with their clips, read in one query for all of them. */
  async function withClips(on: Kysely<SpeakerTables>, rows: SpeakerRow[]): Promise<StoredSpeaker[]> {
    if (rows.length === 0) return [];
    const clips = await on.selectFrom('sv_clips').selectAll().where('speaker_id', 'in', rows.map((row) => row.id)).orderBy('created_at').orderBy('rowid').execute();
    return rows.map((row) => ({
      id: row.id, userId: row.user_id, spk: row.name, createdAt: row.created_at, updatedAt: row.updated_at,
      clips: clips.filter((clip) => clip.speaker_id === row.id).map(clipOf),
    }));
  }

  const find = async (on: Kysely<SpeakerTables>, userId: number, spk: string) => {
    const row = await speakerQuery(on, userId, spk).executeTakeFirst();
    return row && (await withClips(on, [row]))[0];
  };

  return {
    list: async (userId) => withClips(db, await db.selectFrom('sv_speakers').selectAll().where('user_id', '=', userId).orderBy('name_key').execute()),
    find: (userId, spk) => find(db, userId, spk),
    addClip: (userId, spk, clip, at) =>
      inTransaction(db, async (trx) => {
        const speaker = await trx
          .insertInto('sv_speakers')
          .values({ user_id: userId, name: spk, name_key: nameKey(spk), created_at: at, updated_at: at })
          .onConflict((oc) => oc.columns(['user_id', 'name_key']).doUpdateSet({ updated_at: at }))
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('sv_clips')
          .values({
            id: clip.id, speaker_id: speaker.id, wav_key: clip.wavKey, clip_seconds: clip.clipSeconds, speech_seconds: clip.speechSeconds,
            regions: JSON.stringify(clip.regions), embedding: toBlob(clip.embedding), embedder_id: clip.embedderId, created_at: at,
          })
          .execute();
        return (await withClips(trx, [speaker]))[0]!;
      }),
    async updateEmbedding(clipId, embedding, embedderId) {
      await db.updateTable('sv_clips').set({ embedding: toBlob(embedding), embedder_id: embedderId }).where('id', '=', clipId).execute();
    },
    delete: (userId, spk) =>
      inTransaction(db, async (trx) => {
        // Held first, so that a clip being added meanwhile is either among those answered or waits and enrolls the name anew.
        const row = await speakerQuery(trx, userId, spk).$call(lockedOn(dialect)).executeTakeFirst();
        if (!row) return undefined;
        const [speaker] = await withClips(trx, [row]);
        await trx.deleteFrom('sv_speakers').where('id', '=', row.id).execute();
        return speaker;
      }),
  };
}
