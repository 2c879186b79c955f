import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { createMediaTokens } from './media-tokens.ts';
import { workspaceMigrations } from './store/workspace-migrations.ts';
import type { WorkspaceTables } from './store/workspace-tables.ts';

describe.each(STORE_DIALECTS)('media tokens on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  it('are signed with one key that hosts starting together make once and all accept', async () => {
    store = await openTestStore(dialect);
    const plugin = store.forPlugin('workspace');
    await plugin.migrate(workspaceMigrations);
    let at = Date.UTC(2026, 0, 1);
    const versions = new Map<number, number | null>([[7, 0]]);
    const auth = { sessionVersion: async (userId: number) => versions.get(userId) ?? null };
    const hosts = Array.from({ length: 4 }, () => createMediaTokens(plugin, auth, () => new Date(at)));

    const issued = await Promise.all(hosts.map((host, n) => host.issue(7, `p${n}`)));
    expect(issued[0]!.expiresAt).toBe(new Date(at + 60 * 60 * 1000).toISOString());
    for (const [n, { token }] of issued.entries()) {
      for (const host of hosts) expect(await host.ownerFor(token, `p${n}`)).toBe(7);
    }
    const keys = await plugin.tables<WorkspaceTables>().selectFrom('media_token_key').select('key').execute();
    expect(keys.map((row) => row.key.length)).toEqual([32]);

    const [payload, signature] = issued[0]!.token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([8, 'p0', at + 1000])).toString('base64url');
    expect(await hosts[1]!.ownerFor(issued[0]!.token, 'p1')).toBeUndefined();
    expect(await hosts[1]!.ownerFor(`${forged}.${signature}`, 'p0')).toBeUndefined();
    expect(await hosts[1]!.ownerFor(`${payload}.${signature}.x`, 'p0')).toBeUndefined();
    at += 60 * 60 * 1000;
    expect(await hosts[1]!.ownerFor(issued[0]!.token, 'p0')).toBeUndefined();
    at -= 60 * 60 * 1000;

    // The owner's sessions revoked (a new password, a deactivation): the token ends with them.
    expect(await hosts[1]!.ownerFor(issued[1]!.token, 'p1')).toBe(7);
    versions.set(7, 1);
    expect(await hosts[1]!.ownerFor(issued[1]!.token, 'p1')).toBeUndefined();
    const fresh = await hosts[0]!.issue(7, 'p1');
    expect(await hosts[1]!.ownerFor(fresh.token, 'p1')).toBe(7);
    versions.set(7, null);
    expect(await hosts[1]!.ownerFor(fresh.token, 'p1')).toBeUndefined();
  });
});
