import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { createResultsStore } from './kysely-results-store.ts';
import { workspaceMigrations } from './workspace-migrations.ts';

const LIFE_MIGRATION = 7;
const options = JSON.stringify({ language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false });

describe.each(STORE_DIALECTS)('upgrading results that kept their own status on %s', (dialect) => {
  let testStore: TestStore;
  afterEach(() => testStore?.close());

  it('moves the life of those not done to the platform, and keeps those done as done', async () => {
    testStore = await openTestStore(dialect);
    const userId = await testStore.addUser();
    const plugin = testStore.forPlugin('workspace');
    await plugin.migrate(workspaceMigrations.filter((migration) => migration.version < LIFE_MIGRATION));
    const old = plugin.tables<{ recognitions: Record<string, unknown> }>();
    const row = (processId: string, status: string, progress: number, error: string | null, created: string) => ({
      process_id: processId, user_id: userId, fn: `${processId}.wav`, language: 'en', status, progress, error, duration: 4, options, media_key: `${userId}/${processId}`, created_at: created,
    });
    await old.insertInto('recognitions').values([
      row('done-1', 'done', 1, null, '2026-11-01T00:00:00.000Z'),
      row('failed-1', 'failed', 0.4, 'The engine crashed.', '2026-11-02T00:00:00.000Z'),
      row('queued-1', 'queued', 0, null, '2026-11-03T00:00:00.000Z'),
      row('running-1', 'running', 0.6, null, '2026-11-04T00:00:00.000Z'),
    ]).execute();

    await plugin.migrate(workspaceMigrations);
    const results = createResultsStore(plugin, testStore.jobs, () => new Date());
    const life = async (processId: string) => {
      const { status, progress, error } = (await results.get(userId, processId))!;
      return { status, progress, error };
    };
    expect(await life('done-1')).toEqual({ status: 'done', progress: 1, error: null });
    expect(await life('failed-1')).toEqual({ status: 'failed', progress: 0.4, error: 'The engine crashed.' });
    // Queued under the old payload, which the tracked job does not read: it says to run it again.
    const rerun = { status: 'failed', error: 'The host was upgraded before it finished: run it again.' };
    expect(await life('queued-1')).toMatchObject(rerun);
    expect(await life('running-1')).toMatchObject(rerun);
    expect(await testStore.jobStates.get(`stt.recognize/${userId}/failed-1`)).toMatchObject({ kind: 'stt.recognize', userId, status: 'failed' });
    expect(await results.stats(userId)).toMatchObject({ files: 4, seconds: 4, byStatus: { done: 1, failed: 3 } });
  });
});
