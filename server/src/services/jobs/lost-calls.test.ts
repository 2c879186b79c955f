// @backends the lost calls' query and migration on PostgreSQL too
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { JobStatus } from '@speechdeck/core/server';
import { openTestHostStore, startTestHost } from '@speechdeck/testing';
import { SILENT_MS } from '../hosts/host-registry.ts';
import { LOST_CALL } from './lost-calls-plugin.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-lost-calls-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a host starting fails the calls whose process died running them, and leaves live processes\' calls and queued jobs alone', async () => {
  // The first start makes the store and its admin (user 1).
  await (await startTestHost({ dataDir })).close();
  const sleeper = spawn('sleep', ['30']);
  try {
    const owner = (machine: string, pid: number | undefined, n: number) => `${machine}/${pid}/00000000-0000-4000-8000-00000000000${n}`;
    const dead = owner(hostname(), spawnSync('true').pid, 1);
    const alive = owner(hostname(), sleeper.pid, 2);
    const beating = owner('another-machine', 4242, 3);
    const silent = owner('a-third-machine', 4242, 4);
    const store = await openTestHostStore(dataDir);
    const state = (id: string, status: JobStatus, callOwner: string | null) =>
      ({ id, kind: 'demo.call', user_id: 1, status, progress: 0.4, call_owner: callOwner, created_at: 'x', updated_at: 'x' } as const);
    await store.db.insertInto('job_states').values([
      state('running-of-dead', 'running', dead),
      state('waiting-of-dead', 'queued', dead),
      state('done-of-dead', 'done', dead),
      state('running-of-alive', 'running', alive),
      state('running-of-beating', 'running', beating),
      state('running-of-silent', 'running', silent),
      state('queued-job', 'running', null),
    ]).execute();
    await store.db.insertInto('host_processes').values([
      { owner: beating, role: 'worker', started_at: 'x', seen_at: Date.now() },
      { owner: silent, role: 'worker', started_at: 'x', seen_at: Date.now() - SILENT_MS - 60_000 },
    ]).execute();
    await store.close();

    const host = await startTestHost({ dataDir });
    try {
      const rows = await host.query('SELECT id, status, error FROM job_states ORDER BY id');
      expect(rows).toEqual([
        { id: 'done-of-dead', status: 'done', error: null },
        { id: 'queued-job', status: 'running', error: null },
        { id: 'running-of-alive', status: 'running', error: null },
        { id: 'running-of-beating', status: 'running', error: null },
        { id: 'running-of-dead', status: 'failed', error: LOST_CALL },
        { id: 'running-of-silent', status: 'failed', error: LOST_CALL },
        { id: 'waiting-of-dead', status: 'failed', error: LOST_CALL },
      ]);
    } finally {
      await host.close();
    }
  } finally {
    sleeper.kill();
  }
});
