import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY_PREFIX, type ApiKeyView, type CreatedApiKey } from '@speechdeck/core';
import { startTestHost, TEST_ADMIN, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, loginAsAdmin, runCli } from './run-cli.ts';

interface ErrorJson {
  error: { code: number; message: string; status?: number };
}

let host: TestHost;
const dir = mkdtempSync(join(tmpdir(), 'speechdeck-cli-keys-'));
const elsewhere = mkdtempSync(join(tmpdir(), 'speechdeck-cli-keys-'));

beforeAll(async () => {
  assertBuilt();
  host = await startTestHost();
  const login = await loginAsAdmin(host.url, dir);
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await host?.close();
  for (const folder of [dir, elsewhere]) rmSync(folder, { recursive: true, force: true });
});

/** The CLI with a key as its only credential, the way a script on another machine would use it. */
const withKey = (key: string, args: string[]) => runCli(args, { configDir: elsewhere, env: { SPEECHDECK_TOKEN: key, SPEECHDECK_API_URL: host.url } });

describe('speechdeck keys', () => {
  let created: CreatedApiKey;

  it('create prints the secret once with a warning, and --json gives it to scripts', async () => {
    const text = await runCli(['keys', 'create', 'laptop'], { configDir: dir });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`Created API key #\\d+ 'laptop':\\n\\n  ${API_KEY_PREFIX}[A-Za-z0-9_-]{43}\\n`));
    expect(text.stdout).toContain('it will not be shown again');

    const json = await runCli(['keys', 'create', 'ci', '--json'], { configDir: dir });
    expect(json.code, json.stderr).toBe(0);
    created = json.json<CreatedApiKey>();
    expect(created).toMatchObject({ name: 'ci', key: expect.stringMatching(new RegExp(`^${API_KEY_PREFIX}`)) });
  });

  it('list shows the keys with when they were last used, never a secret', async () => {
    expect((await withKey(created.key, ['whoami', '--json'])).json()).toMatchObject({ email: TEST_ADMIN.email });
    const json = await runCli(['keys', 'list', '--json'], { configDir: dir });
    expect(json.code, json.stderr).toBe(0);
    const keys = json.json<ApiKeyView[]>();
    expect(keys.map((key) => key.name)).toEqual(['laptop', 'ci']);
    expect(keys.find((key) => key.id === created.id)!.lastUsedAt).not.toBeNull();
    expect(json.stdout).not.toContain(API_KEY_PREFIX);

    const table = await runCli(['keys', 'list'], { configDir: dir });
    const [header, ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+NAME\s+CREATED\s+LAST USED$/);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('never');
  });

  it('a key cannot manage keys: exit 4 with the reason', async () => {
    const run = await withKey(created.key, ['keys', 'list', '--json']);
    expect(run.code).toBe(4);
    expect(run.json<ErrorJson>().error).toMatchObject({ status: 403, message: expect.stringContaining('login session') });
  });

  it('a bad name is refused before anything is sent (exit 2)', async () => {
    const run = await runCli(['keys', 'create', 'x'.repeat(65), '--json'], { configDir: dir });
    expect(run.code).toBe(2);
    expect((await runCli(['keys', 'list', '--json'], { configDir: dir })).json<ApiKeyView[]>()).toHaveLength(2);
  });

  it('revoke needs --yes without a terminal, then the key is refused (exit 3)', async () => {
    const unconfirmed = await runCli(['keys', 'revoke', String(created.id)], { configDir: dir });
    expect(unconfirmed.code).toBe(2);
    expect((await withKey(created.key, ['whoami'])).code).toBe(0);

    const run = await runCli(['keys', 'revoke', String(created.id), '--yes', '--json'], { configDir: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ id: created.id, revoked: true });
    expect((await withKey(created.key, ['whoami'])).code).toBe(3);

    const again = await runCli(['keys', 'revoke', String(created.id), '--yes', '--json'], { configDir: dir });
    expect([again.code, again.json<ErrorJson>().error.status]).toEqual([1, 404]);
  });
});
