import type { ExpressionBuilder } from 'kysely';
import { isDeadOwner, newProcessOwner, type JobStatus, type StoreDialect } from '@speechdeck/core/server';
import type { PlatformDb, PlatformTables } from '../database/platform-tables.ts';
import { LOST_RUN, type ClaimedJob, type JobBackend } from './job-backend.ts';

/**
 * Jobs in the `jobs` table of the host's store (SQLite or PostgreSQL). A worker claims a job by
 * writing its own lease into the row; it renews the lease while it works and completes the job
 * only while it still holds it, so a job whose worker died runs again, and no job is completed twice.
 */
export function storeJobBackend(db: PlatformDb, dialect: StoreDialect, options: { leaseMs: number; maxAttempts: number; now: () => Date }): JobBackend {
  const owner = newProcessOwner();
  const stamp = () => options.now().toISOString();
  const clock = () => options.now().getTime();
  const takeable = (eb: ExpressionBuilder<PlatformTables, 'jobs'>) =>
    eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', clock())])]);
  // Two workers after the same job: PostgreSQL skips a row another transaction holds; SQLite's
  // write lock lets one UPDATE at a time, and the outer condition makes the loser claim nothing.
  const claimable = (kinds: readonly string[]) =>
    db.selectFrom('jobs').select('id')
      .where('kind', 'in', kinds)
      .where(takeable)
      .orderBy('created_at').orderBy('rowid').limit(1)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const leased = (id: string, leaseOwner: string) => (eb: ExpressionBuilder<PlatformTables, 'jobs'>) =>
    eb.and([eb('id', '=', id), eb('lease_owner', '=', leaseOwner), eb('status', '=', 'running')]);
  const finish = async (id: string, status: JobStatus, error: string | null) =>
    Number((await db.updateTable('jobs').set({ status, error, lease_owner: null, lease_until: null, updated_at: stamp() }).where(leased(id, owner)).executeTakeFirst()).numUpdatedRows) > 0;

  return {
    name: dialect,
    owner,
    // A finished id asked for again (its result was deleted and the work requested anew) runs again;
    // a queued or running one is left as it is.
    async insert(id, kind, userId, payload) {
      const result = await db.insertInto('jobs').values({ id, kind, user_id: userId, payload, status: 'queued', created_at: stamp(), updated_at: stamp() })
        .onConflict((oc) => oc.column('id')
          .doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'), payload: eb.ref('excluded.payload'), status: 'queued', attempts: 0,
            error: null, lease_owner: null, lease_until: null, updated_at: eb.ref('excluded.updated_at'),
          }))
          .where('jobs.status', 'in', ['done', 'failed']))
        .executeTakeFirst();
      return Number(result?.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    status: (id) => db.selectFrom('jobs').select(['status', 'attempts', 'error']).where('id', '=', id).executeTakeFirst(),
    async claim(kinds) {
      const row = await db.updateTable('jobs')
        .set((eb) => ({ status: 'running', lease_owner: owner, lease_until: clock() + options.leaseMs, attempts: eb('attempts', '+', 1), updated_at: stamp() }))
        .where('id', '=', claimable(kinds))
        .where(takeable)
        .returning(['id', 'kind', 'payload', 'attempts', 'user_id'])
        .executeTakeFirst();
      if (!row) return undefined;
      const { id } = row;
      const job: ClaimedJob = {
        id, kind: row.kind, payload: row.payload, attempts: row.attempts, userId: row.user_id ?? 0,
        renew: async () =>
          Number((await db.updateTable('jobs').set({ lease_until: clock() + options.leaseMs }).where(leased(id, owner)).executeTakeFirst()).numUpdatedRows) > 0,
        complete: () => finish(id, 'done', null),
        fail: async (message, final) => void (await finish(id, final ? 'failed' : 'queued', message)),
        async release() {
          await db.updateTable('jobs').set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), lease_owner: null, lease_until: null, updated_at: stamp() }))
            .where(leased(id, owner)).execute();
        },
      };
      return job;
    },
    async takeBackDead(kinds) {
      const rows = await db.selectFrom('jobs').select(['id', 'kind', 'payload', 'attempts', 'user_id', 'lease_owner'])
        .where('status', '=', 'running').where('lease_owner', 'is not', null).where('lease_owner', '!=', owner).execute();
      const taken = [];
      for (const row of rows) {
        if (!kinds.includes(row.kind) || !isDeadOwner(row.lease_owner!)) continue;
        const final = row.attempts >= options.maxAttempts;
        // Conditional on the dead owner's lease: of two workers starting together, one takes each job.
        const result = await db.updateTable('jobs')
          .set({ status: final ? 'failed' : 'queued', error: LOST_RUN, lease_owner: null, lease_until: null, updated_at: stamp() })
          .where(leased(row.id, row.lease_owner!)).executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) taken.push({ id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, userId: row.user_id ?? 0, final });
      }
      return taken;
    },
  };
}
