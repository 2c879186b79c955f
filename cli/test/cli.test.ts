import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminUserView } from '@speechdeck/core';
import { startTestHost, TEST_ADMIN, type TestHost } from '@speechdeck/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, loginAsAdmin, runCli, runCliOnTerminal } from './run-cli.ts';

interface ErrorJson {
  error: { code: number; message: string; status?: number; fields?: Record<string, string> };
}

let host: TestHost;
const dirs: string[] = [];

function configDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'speechdeck-cli-'));
  dirs.push(dir);
  return dir;
}

function readConfig(dir: string): { server?: string; session?: Record<string, string> } {
  return JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
}

/** A loopback port nobody listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  assertBuilt();
  host = await startTestHost();
});

afterAll(async () => {
  await host?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the package bin', () => {
  it('runs the bundle (what pnpm exec speechdeck and a global link run)', async () => {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string; bin: { speechdeck: string } };
    const run = await runCli(['--version'], { configDir: configDir(), entry: fileURLToPath(new URL(`../${packageJson.bin.speechdeck}`, import.meta.url)) });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(packageJson.version);
  });
});

describe('speechdeck against a started host', () => {
  describe('as the admin', () => {
    const dir = configDir();

    it('logs in with --password-stdin and keeps server and session in a 0600 config file', async () => {
      const run = await loginAsAdmin(host.url, dir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.json()).toEqual({ server: host.url, name: expect.any(String), email: TEST_ADMIN.email, role: 'ADMIN' });
      const config = readConfig(dir);
      expect(config.server).toBe(host.url);
      expect(config.session?.access_token).toBeTruthy();
      expect(config.session?.email).toBe(TEST_ADMIN.email);
      expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600);
    });

    it('whoami asks the host and shows name, e-mail, role and server', async () => {
      const text = await runCli(['whoami'], { configDir: dir });
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toContain(TEST_ADMIN.email);
      expect(text.stdout).toContain('ADMIN');
      expect(text.stdout).toContain(host.url);
      expect(text.stderr).toBe('');

      const json = await runCli(['whoami', '--json'], { configDir: dir });
      expect(json.json()).toMatchObject({ email: TEST_ADMIN.email, role: 'ADMIN', server: host.url, id: expect.any(Number) });
    });

    it('users list prints a JSON array with --json and a table without', async () => {
      const json = await runCli(['users', 'list', '--json'], { configDir: dir });
      expect(json.code, json.stderr).toBe(0);
      const users = json.json<AdminUserView[]>();
      expect(users.map((u) => u.email)).toContain(TEST_ADMIN.email);

      const table = await runCli(['users', 'list'], { configDir: dir });
      expect(table.code).toBe(0);
      const [header, ...rows] = table.stdout.trimEnd().split('\n');
      expect(header).toMatch(/^ID\s+E-MAIL\s+NAME\s+ROLE\s+ACTIVE/);
      expect(rows.some((row) => row.includes(TEST_ADMIN.email) && row.includes('ADMIN'))).toBe(true);
    });

    it('--json is accepted before the command too', async () => {
      const run = await runCli(['--json', 'users', 'list'], { configDir: dir });
      expect(run.code).toBe(0);
      expect(Array.isArray(run.json())).toBe(true);
    });

    it('users add, update and delete a user', async () => {
      const added = await runCli(['users', 'add', '--email', 'Operator@Example.test', '--role', 'user', '--password-stdin', '--json'], {
        configDir: dir,
        stdin: 'Operator-Passw0rd!\n',
      });
      expect(added.code, added.stderr).toBe(0);
      const user = added.json<AdminUserView>();
      expect(user).toMatchObject({ email: 'operator@example.test', roles: [{ name: 'USER' }], active: true });

      const listed = await runCli(['users', 'list', '--json'], { configDir: dir });
      expect(listed.json<AdminUserView[]>().map((u) => u.email)).toContain('operator@example.test');

      const updated = await runCli(['users', 'update', String(user.id), '--role', 'ADMIN', '--inactive', '--json'], { configDir: dir });
      expect(updated.code, updated.stderr).toBe(0);
      expect(updated.json<AdminUserView>()).toMatchObject({ id: user.id, roles: [{ name: 'ADMIN' }], active: false });

      const unconfirmedDelete = await runCli(['users', 'delete', String(user.id)], { configDir: dir });
      expect(unconfirmedDelete.code).toBe(2);
      expect(unconfirmedDelete.stderr).toContain('--yes');

      const deleted = await runCli(['users', 'delete', String(user.id), '--yes', '--json'], { configDir: dir });
      expect(deleted.code, deleted.stderr).toBe(0);
      expect(deleted.json()).toMatchObject({ id: user.id, deleted: true });

      const gone = await runCli(['users', 'list', '--json'], { configDir: dir });
      expect(gone.json<AdminUserView[]>().map((u) => u.id)).not.toContain(user.id);
    });

    it('a weak password is refused before anything is sent (exit 2, field named)', async () => {
      const run = await runCli(['users', 'add', '--email', 'weak@example.test', '--password-stdin', '--json'], { configDir: dir, stdin: 'short\n' });
      expect(run.code).toBe(2);
      expect(run.json<ErrorJson>().error).toMatchObject({ code: 2, fields: { password: expect.stringContaining('8') } });
    });

    it('a host error is reported with its status (409 for a taken e-mail, exit 1)', async () => {
      const run = await runCli(['users', 'add', '--email', TEST_ADMIN.email, '--password-stdin', '--json'], { configDir: dir, stdin: 'Another-Passw0rd!\n' });
      expect(run.code).toBe(1);
      expect(run.json<ErrorJson>().error).toMatchObject({ code: 1, status: 409 });
    });

    it('SPEECHDECK_TOKEN and SPEECHDECK_API_URL work without a config file', async () => {
      const token = readConfig(dir).session!.access_token!;
      const run = await runCli(['whoami', '--json'], { configDir: configDir(), env: { SPEECHDECK_TOKEN: token, SPEECHDECK_API_URL: host.url } });
      expect(run.code, run.stderr).toBe(0);
      expect(run.json()).toMatchObject({ email: TEST_ADMIN.email, server: host.url });
    });
  });

  describe('as a registered user', () => {
    const dir = configDir();
    const email = 'grace@example.test';
    const password = 'Grace-Passw0rd!';

    it('registers, confirms by the e-mailed token and logs in', async () => {
      const registered = await runCli(
        ['register', '--server', host.url, '--email', email, '--first-name', 'Grace', '--last-name', 'Hopper', '--password-stdin'],
        { configDir: dir, stdin: `${password}\n` },
      );
      expect(registered.code, registered.stderr).toBe(0);
      expect(registered.stdout).toMatch(/check your e-mail/i);

      const { token } = await host.mailTo(email);
      expect(token).toBeTruthy();
      const confirmed = await fetch(`${host.url}/auth/registrationConfirm?token=${encodeURIComponent(token!)}`);
      expect(confirmed.status).toBe(200);

      const login = await runCli(['login', '--server', host.url, '--email', email, '--password-stdin'], { configDir: dir, stdin: password });
      expect(login.code, login.stderr).toBe(0);
      expect(login.stdout).toContain('Grace Hopper');

      const me = await runCli(['whoami', '--json'], { configDir: dir });
      expect(me.json()).toMatchObject({ name: 'Grace Hopper', email, role: 'USER' });
    });

    it('users list is forbidden to a user: exit 4', async () => {
      const text = await runCli(['users', 'list'], { configDir: dir });
      expect(text.code).toBe(4);
      expect(text.stderr).toMatch(/^Error: Forbidden: /);

      const json = await runCli(['users', 'list', '--json'], { configDir: dir });
      expect(json.code).toBe(4);
      expect(json.json<ErrorJson>().error).toMatchObject({ code: 4, status: 403 });
    });

    it('a deactivated account finds its session revoked: exit 3 with a hint to log in', async () => {
      const admin = configDir();
      expect((await loginAsAdmin(host.url, admin)).code).toBe(0);
      const users = (await runCli(['users', 'list', '--json'], { configDir: admin })).json<AdminUserView[]>();
      const grace = users.find((u) => u.email === email)!;
      expect((await runCli(['users', 'update', String(grace.id), '--inactive'], { configDir: admin })).code).toBe(0);

      const me = await runCli(['whoami'], { configDir: dir });
      expect(me.code).toBe(3);
      expect(me.stderr).toContain('speechdeck login');
    });
  });

  describe('on a terminal', () => {
    it('login asks for the e-mail, then the password without echoing it', async () => {
      const dir = configDir();
      const run = await runCliOnTerminal(['login', '--server', host.url], {
        configDir: dir,
        answers: [
          ['E-mail for', TEST_ADMIN.email],
          ['Password:', TEST_ADMIN.password],
        ],
      });
      expect(run.code, run.screen).toBe(0);
      expect(run.screen).toContain(TEST_ADMIN.email);
      expect(run.screen).not.toContain(TEST_ADMIN.password);
      expect(run.screen).toContain('Logged in to');
      expect(readConfig(dir).session?.email).toBe(TEST_ADMIN.email);
    });

    it('users delete asks before deleting, and a "no" deletes nothing (exit 1)', async () => {
      const dir = configDir();
      expect((await loginAsAdmin(host.url, dir)).code).toBe(0);
      const added = await runCli(['users', 'add', '--email', 'keep@example.test', '--password-stdin', '--json'], { configDir: dir, stdin: 'Keep-Passw0rd!\n' });
      const { id } = added.json<AdminUserView>();
      const run = await runCliOnTerminal(['users', 'delete', String(id)], { configDir: dir, answers: [['[y/N]', 'n']] });
      expect(run.code, run.screen).toBe(1);
      expect(run.screen).toContain('Not deleted.');
      expect((await runCli(['users', 'list', '--json'], { configDir: dir })).json<AdminUserView[]>().map((u) => u.id)).toContain(id);
    });
  });

  describe('failures', () => {
    it('a wrong password: exit 3, bad credentials said plainly', async () => {
      const dir = configDir();
      const run = await runCli(['login', '--server', host.url, '--email', TEST_ADMIN.email, '--password-stdin'], { configDir: dir, stdin: 'not-the-password\n' });
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('Login failed: Invalid e-mail or password.');
      expect(run.stdout).toBe('');
    });

    it('an unreachable host: exit 5, naming the address', async () => {
      const url = `http://127.0.0.1:${await closedPort()}`;
      const run = await runCli(['login', '--server', url, '--email', TEST_ADMIN.email, '--password-stdin'], { configDir: configDir(), stdin: 'whatever-it-is\n' });
      expect(run.code).toBe(5);
      expect(run.stderr).toContain(`Cannot reach the host at ${url}`);

      const json = await runCli(['whoami', '--json'], { configDir: configDir(), env: { SPEECHDECK_API_URL: url, SPEECHDECK_TOKEN: 'x' } });
      expect(json.code).toBe(5);
      expect(json.json<ErrorJson>().error).toMatchObject({ code: 5, message: expect.stringContaining(url) });
    });

    it('logout, then whoami: exit 3 "Not logged in" without asking the host', async () => {
      const dir = configDir();
      expect((await loginAsAdmin(host.url, dir)).code).toBe(0);
      const out = await runCli(['logout', '--json'], { configDir: dir });
      expect(out.code).toBe(0);
      expect(out.json()).toEqual({ loggedOut: true });
      expect(readConfig(dir)).toEqual({ server: host.url });

      const me = await runCli(['whoami'], { configDir: dir });
      expect(me.code).toBe(3);
      expect(me.stderr).toContain('Not logged in: run speechdeck login');
    });

    it('usage errors: exit 2, as JSON with --json', async () => {
      const unknown = await runCli(['users', 'list', '--nope'], { configDir: configDir() });
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("unknown option '--nope'");

      const badId = await runCli(['users', 'delete', 'abc', '--yes', '--json'], { configDir: configDir() });
      expect(badId.code).toBe(2);
      expect(badId.json<ErrorJson>().error).toMatchObject({ code: 2, fields: { id: expect.any(String) } });

      const noEmail = await runCli(['login', '--server', host.url, '--password-stdin'], { configDir: configDir(), stdin: 'x\n' });
      expect(noEmail.code).toBe(2);
      expect(noEmail.stderr).toContain('--email');
    });
  });

  describe('config', () => {
    it('set server, get it back; switching hosts drops the session', async () => {
      const dir = configDir();
      expect((await loginAsAdmin(host.url, dir)).code).toBe(0);
      const got = await runCli(['config', 'get', 'server'], { configDir: dir });
      expect(got.stdout.trim()).toBe(host.url);

      const set = await runCli(['config', 'set', 'server', 'https://speech.example.org/', '--json'], { configDir: dir });
      expect(set.code, set.stderr).toBe(0);
      expect(set.json()).toEqual({ server: 'https://speech.example.org', loggedOut: true });
      expect(readConfig(dir)).toEqual({ server: 'https://speech.example.org' });

      const all = await runCli(['config', 'get', '--json'], { configDir: dir });
      expect(all.json()).toEqual({ server: 'https://speech.example.org' });
      const overridden = await runCli(['config', 'get', 'server'], { configDir: dir, env: { SPEECHDECK_API_URL: host.url } });
      expect(overridden.stdout.trim()).toBe(host.url);
    });

    it('rejects unknown keys and non-http URLs', async () => {
      expect((await runCli(['config', 'get', 'colour'], { configDir: configDir() })).code).toBe(2);
      expect((await runCli(['config', 'set', 'server', 'ftp://x'], { configDir: configDir() })).code).toBe(2);
    });
  });
});
