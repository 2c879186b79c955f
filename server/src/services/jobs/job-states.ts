import type { JobState, JobStatus } from '@speechdeck/core/server';
import type { PlatformDb } from '../database/platform-tables.ts';

/** What a run writes of its state; an omitted field is kept. */
export type JobStatePatch = Partial<Pick<JobState, 'status' | 'progress' | 'stage' | 'error'>>;

/** The tracked jobs' states, in the host's store whichever backend carries the jobs. */
export interface JobStates {
  /**
   * A job about to be queued: a new state 'queued', or a finished one's state back to 'queued'
   * (asked again). A queued or running one is left as it is.
   */
  queue(id: string, kind: string, userId: number, options?: { callOwner?: string }): Promise<void>;
  get(id: string): Promise<JobState | undefined>;
  getMany(ids: readonly string[]): Promise<JobState[]>;
  /** False when the state is gone (the job was removed). */
  set(id: string, patch: JobStatePatch): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /**
   * Fails the calls queued or running in a process that `gone` says is gone: such a call is in no
   * queue, so no lease brings it back, and its client left with the process. Answers how many.
   */
  failCallsOf(gone: (owner: string) => Promise<boolean>, error: string): Promise<number>;
}

interface StateRow {
  id: string; kind: string; user_id: number; status: JobStatus; progress: number; stage: string | null; error: string | null; created_at: string; updated_at: string;
}

const fromRow = (row: StateRow): JobState => ({
  id: row.id, kind: row.kind, userId: row.user_id, status: row.status, progress: row.progress, stage: row.stage, error: row.error,
  createdAt: row.created_at, updatedAt: row.updated_at,
});

/** Lists of ids are read in pieces: a list page asks for a few hundred, and stores cap a statement's parameters. */
const IDS_PER_QUERY = 500;

export function jobStates(db: PlatformDb, now: () => Date): JobStates {
  const stamp = () => now().toISOString();
  return {
    async queue(id, kind, userId, { callOwner = null } = {}) {
      const at = stamp();
      await db.insertInto('job_states')
        .values({ id, kind, user_id: userId, status: 'queued', progress: 0, call_owner: callOwner, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('id')
          .doUpdateSet({ status: 'queued', progress: 0, stage: null, error: null, call_owner: callOwner, updated_at: at })
          .where('job_states.status', 'in', ['done', 'failed']))
        .execute();
    },
    async get(id) {
      const row = await db.selectFrom('job_states').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async getMany(ids) {
      const states: JobState[] = [];
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const rows = await db.selectFrom('job_states').selectAll().where('id', 'in', ids.slice(i, i + IDS_PER_QUERY)).execute();
        states.push(...rows.map(fromRow));
      }
      return states;
    },
    async set(id, patch) {
      const result = await db.updateTable('job_states').set({ ...patch, updated_at: stamp() }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(id) {
      const result = await db.deleteFrom('job_states').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async failCallsOf(gone, error) {
      const owners = await db.selectFrom('job_states').select('call_owner').distinct()
        .where('call_owner', 'is not', null).where('status', 'in', ['queued', 'running']).execute();
      let failed = 0;
      for (const row of owners) {
        const owner = row.call_owner!;
        if (!(await gone(owner))) continue;
        const result = await db.updateTable('job_states').set({ status: 'failed', stage: null, error, updated_at: stamp() })
          .where('call_owner', '=', owner).where('status', 'in', ['queued', 'running']).executeTakeFirst();
        failed += Number(result.numUpdatedRows);
      }
      return failed;
    },
  };
}

/** `JobQueue.trackedStates` over the states: those of `ids` that exist, by id, whatever their kind. */
export const trackedStatesOf = (states: Pick<JobStates, 'getMany'>) => async (ids: readonly string[]): Promise<Map<string, JobState>> =>
  new Map((await states.getMany(ids)).map((state) => [state.id, state]));
