import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { newProcessOwner, type Kysely } from '@speechdeck/core/server';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { PLUGIN_ID } from '../../index.ts';
import { liveMigrations, type LiveTables } from './live-migrations.ts';
import { OpenSessions, SILENT_MS } from './open-sessions.ts';

describe.each(STORE_DIALECTS)('open live sessions on %s', (dialect) => {
  let store: TestStore;
  let db: Kysely<LiveTables>;
  afterEach(() => store?.close());

  async function openStore() {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin(PLUGIN_ID);
    await plugin.migrate(liveMigrations);
    db = plugin.tables<LiveTables>();
    return store.addUser();
  }
  const rows = () => db.selectFrom('relworkspace_sessions').select(['user_id', 'owner']).orderBy('user_id').execute();

  it('keeps a user to one session across hosts until its host releases it', async () => {
    const userId = await openStore();
    const other = await store.addUser();
    const a = new OpenSessions(db, newProcessOwner());
    const b = new OpenSessions(db, newProcessOwner());
    expect(await a.claim(userId)).toBe(true);
    expect(await b.claim(userId)).toBe(false);
    expect(await a.claim(userId)).toBe(false);
    expect(await b.holder(userId)).toBe(a.owner);
    expect(await b.claim(other)).toBe(true);

    await b.release(userId);
    expect(await a.holder(userId)).toBe(a.owner);
    await a.release(userId);
    expect(await b.claim(userId)).toBe(true);
    expect(await rows()).toEqual([{ user_id: userId, owner: b.owner }, { user_id: other, owner: b.owner }]);
    await b.leave();
    expect(await rows()).toEqual([]);
  });

  it('gives a user claimed by several hosts at once to exactly one', async () => {
    const userId = await openStore();
    const hosts = Array.from({ length: 6 }, () => new OpenSessions(db, newProcessOwner()));
    const claims = await Promise.all(hosts.map((host) => host.claim(userId)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await rows()).toEqual([{ user_id: userId, owner: hosts[claims.indexOf(true)]!.owner }]);
  });

  it('drops a session whose heartbeat stopped, and keeps one that beats', async () => {
    const userId = await openStore();
    const other = await store.addUser();
    // Another machine's host: only its heartbeat tells whether it lives.
    const remote = new OpenSessions(db, `elsewhere/4242/${randomUUID()}`);
    const next = new OpenSessions(db, newProcessOwner());
    expect(await remote.claim(userId)).toBe(true);
    expect(await remote.claim(other)).toBe(true);
    const silent = Date.now() - SILENT_MS - 1000;
    await db.updateTable('relworkspace_sessions').set({ seen_at: silent }).execute();
    await remote.beat();
    expect(await next.holder(userId)).toBe(remote.owner);

    await db.updateTable('relworkspace_sessions').set({ seen_at: silent }).where('user_id', '=', userId).execute();
    expect(await next.claim(userId)).toBe(true);
    expect(await rows()).toEqual([{ user_id: userId, owner: next.owner }, { user_id: other, owner: remote.owner }]);
  });

  it('drops at once a session of a process of this machine that is gone', async () => {
    const userId = await openStore();
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    const dead = new OpenSessions(db, `${hostname()}/${pid}/${randomUUID()}`);
    expect(await dead.claim(userId)).toBe(true);
    await dead.beat();
    const next = new OpenSessions(db, newProcessOwner());
    expect(await next.holder(userId)).toBeUndefined();
    expect(await rows()).toEqual([]);
    expect(await next.claim(userId)).toBe(true);
  });
});
