import type { ExpressionBuilder } from 'kysely';
import { CLIENT_LEFT, isDeadOwner, newProcessOwner, type JobStatus, type StoreDialect } from '@speechdeck/core/server';
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
  const claimable = (kinds: readonly string[], callsOnly: boolean) =>
    db.selectFrom('jobs').select('id')
      .where('kind', 'in', kinds)
      .where(takeable)
      .$if(callsOnly, (qb) => qb.where('priority', '>', 0))
      .orderBy('priority', 'desc').orderBy('created_at').orderBy('rowid').limit(1)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const leased = (id: string, leaseOwner: string) => (eb: ExpressionBuilder<PlatformTables, 'jobs'>) =>
    eb.and([eb('id', '=', id), eb('lease_owner', '=', leaseOwner), eb('status', '=', 'running')]);
  const finish = async (id: string, status: JobStatus, error: string | null, outcome: string | null = null) =>
    Number((await db.updateTable('jobs').set({ status, error, outcome, lease_owner: null, lease_until: null, updated_at: stamp() }).where(leased(id, owner)).executeTakeFirst()).numUpdatedRows) > 0;
  const attemptsOf = (row: { max_attempts: number | null }) => row.max_attempts ?? options.maxAttempts;

  return {
    name: dialect,
    owner,
    // A finished id asked for again (its result was deleted and the work requested anew) runs again;
    // a queued or running one is left as it is.
    async insert(id, kind, userId, payload, { call = false } = {}) {
      const result = await db.insertInto('jobs')
        .values({ id, kind, user_id: userId, payload, status: 'queued', priority: call ? 1 : 0, max_attempts: call ? 1 : null, created_at: stamp(), updated_at: stamp() })
        .onConflict((oc) => oc.column('id')
          .doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'), payload: eb.ref('excluded.payload'), status: 'queued', attempts: 0,
            priority: eb.ref('excluded.priority'), max_attempts: eb.ref('excluded.max_attempts'),
            error: null, outcome: null, lease_owner: null, lease_until: null, updated_at: eb.ref('excluded.updated_at'),
          }))
          .where('jobs.status', 'in', ['done', 'failed']))
        .executeTakeFirst();
      return Number(result?.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    status: (id) => db.selectFrom('jobs').select(['status', 'attempts', 'error']).where('id', '=', id).executeTakeFirst(),
    outcome: (id) => db.selectFrom('jobs').select(['status', 'outcome as value', 'error']).where('id', '=', id).executeTakeFirst(),
    // A queued call is dropped; a running one fails, so its worker loses the lease at its next renewal and hears why.
    async cancel(id) {
      const dropped = await db.deleteFrom('jobs').where('id', '=', id).where('status', '=', 'queued').executeTakeFirst();
      if (Number(dropped.numDeletedRows) > 0) return;
      await db.updateTable('jobs').set({ status: 'failed', error: CLIENT_LEFT, lease_owner: null, lease_until: null, updated_at: stamp() })
        .where('id', '=', id).where('status', '=', 'running').execute();
    },
    async forget(id) {
      await db.deleteFrom('jobs').where('id', '=', id).where('status', 'in', ['done', 'failed']).execute();
    },
    async claim(kinds, { callsOnly = false } = {}) {
      const row = await db.updateTable('jobs')
        .set((eb) => ({ status: 'running', lease_owner: owner, lease_until: clock() + options.leaseMs, attempts: eb('attempts', '+', 1), updated_at: stamp() }))
        .where('id', '=', claimable(kinds, callsOnly))
        .where(takeable)
        .returning(['id', 'kind', 'payload', 'attempts', 'user_id', 'max_attempts', 'priority'])
        .executeTakeFirst();
      if (!row) return undefined;
      const { id } = row;
      const job: ClaimedJob = {
        id, kind: row.kind, payload: row.payload, attempts: row.attempts, userId: row.user_id ?? 0, maxAttempts: attemptsOf(row), call: row.priority > 0,
        async renew() {
          const renewed = await db.updateTable('jobs').set({ lease_until: clock() + options.leaseMs }).where(leased(id, owner)).executeTakeFirst();
          if (Number(renewed.numUpdatedRows) > 0) return 'held';
          const now = await db.selectFrom('jobs').select(['status', 'error']).where('id', '=', id).executeTakeFirst();
          return now?.status === 'failed' && now.error === CLIENT_LEFT ? 'cancelled' : 'lost';
        },
        complete: (value) => finish(id, 'done', null, value ?? null),
        fail: async (message, final, detail) => void (await finish(id, final ? 'failed' : 'queued', message, detail ?? null)),
        async release() {
          await db.updateTable('jobs').set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), lease_owner: null, lease_until: null, updated_at: stamp() }))
            .where(leased(id, owner)).execute();
        },
      };
      return job;
    },
    async takeBackDead(kinds) {
      const rows = await db.selectFrom('jobs').select(['id', 'kind', 'payload', 'attempts', 'user_id', 'lease_owner', 'max_attempts'])
        .where('status', '=', 'running').where('lease_owner', 'is not', null).where('lease_owner', '!=', owner).execute();
      const taken = [];
      for (const row of rows) {
        if (!kinds.includes(row.kind) || !isDeadOwner(row.lease_owner!)) continue;
        const final = row.attempts >= attemptsOf(row);
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
