import type { Database } from '@speechdeck/core/server';
import type { Identification } from '../../contract/sv-api.ts';

/** The full answers of the newest identifications are kept, this many per user. */
export const IDENTIFICATIONS_KEPT = 200;

export interface IdentificationStore {
  /** Stores the answer under its id (a client-chosen id used again names the newer answer) and drops the user's oldest beyond the limit. */
  put(userId: number, answer: Identification): void;
  get(userId: number, id: string): Identification | undefined;
  /** The newest answer of any user under that id: an admin reads what they asked for another user. */
  getAny(id: string): Identification | undefined;
}

export function createIdentificationStore(db: Database): IdentificationStore {
  const q = {
    put: db.prepare('INSERT OR REPLACE INTO sv_identifications (user_id, id, answer, created_at) VALUES (?, ?, ?, ?)'),
    trim: db.prepare(`DELETE FROM sv_identifications WHERE user_id = @userId AND rowid NOT IN
      (SELECT rowid FROM sv_identifications WHERE user_id = @userId ORDER BY created_at DESC, rowid DESC LIMIT @kept)`),
    get: db.prepare<[number, string], { answer: string }>('SELECT answer FROM sv_identifications WHERE user_id = ? AND id = ?'),
    getAny: db.prepare<[string], { answer: string }>('SELECT answer FROM sv_identifications WHERE id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1'),
  };
  const parsed = (row: { answer: string } | undefined) => row && (JSON.parse(row.answer) as Identification);
  return {
    put: (userId, answer) =>
      db.transaction(() => {
        q.put.run(userId, answer.id, JSON.stringify(answer), answer.createdAt);
        q.trim.run({ userId, kept: IDENTIFICATIONS_KEPT });
      })(),
    get: (userId, id) => parsed(q.get.get(userId, id)),
    getAny: (id) => parsed(q.getAny.get(id)),
  };
}
