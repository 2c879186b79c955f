import type { Identification } from '../../contract/sv-api.ts';
import { inTransaction, type StoreContext } from './store-context.ts';

/** The full answers of the newest identifications are kept, this many per user. */
export const IDENTIFICATIONS_KEPT = 200;

export interface IdentificationStore {
  /** Stores the answer under its id (a client-chosen id used again names the newer answer) and drops the user's oldest beyond the limit. */
  put(userId: number, answer: Identification): Promise<void>;
  get(userId: number, id: string): Promise<Identification | undefined>;
  /** The newest answer of any user under that id: an admin reads what they asked for another user. */
  getAny(id: string): Promise<Identification | undefined>;
}

const parsed = (row: { answer: string } | undefined) => row && (JSON.parse(row.answer) as Identification);

export function createIdentificationStore({ db }: StoreContext): IdentificationStore {
  return {
    put: (userId, answer) =>
      inTransaction(db, async (trx) => {
        const row = { answer: JSON.stringify(answer), created_at: answer.createdAt };
        await trx
          .insertInto('sv_identifications')
          .values({ user_id: userId, id: answer.id, ...row })
          .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet(row))
          .execute();
        const kept = trx
          .selectFrom('sv_identifications')
          .select('rowid')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('rowid', 'desc')
          .limit(IDENTIFICATIONS_KEPT);
        await trx.deleteFrom('sv_identifications').where('user_id', '=', userId).where('rowid', 'not in', kept).execute();
      }),
    get: async (userId, id) => parsed(await db.selectFrom('sv_identifications').select('answer').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()),
    getAny: async (id) =>
      parsed(await db.selectFrom('sv_identifications').select('answer').where('id', '=', id).orderBy('created_at', 'desc').orderBy('rowid', 'desc').limit(1).executeTakeFirst()),
  };
}
