import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRecognizersRef } from '@speechdeck/engines/live';
import { confirmedUser, override, type TestHost } from '@speechdeck/testing';
import { LIVE_CLOSE } from '../index.ts';
import { fakeLiveRecognizers } from './testing/fake-live-recognizer.ts';
import { startLiveHost } from './testing/live-host.ts';
import { askTicket, nextMessage, openSocket } from './testing/live-socket.ts';

// Two API hosts on one data dir, as `SPEECHDECK_ROLE=api` processes behind a load balancer share it.
const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-live-hosts-'));
const hosts: TestHost[] = [];
const crashed: { kill(signal: NodeJS.Signals): void }[] = [];
let a: TestHost;
let b: TestHost;
let alice = { token: '', id: 0 };
let bob = { token: '', id: 0 };

beforeAll(async () => {
  // A session limit of one per host shows the limit counting each host's own sessions; what is
  // shared is the sessions' bookkeeping, so a recognizer that starts at once stands in for pocketsphinx.
  const env = { SPEECHDECK_LIVE_MAX_SESSIONS: '1' };
  a = await startLiveHost({ dataDir, env, overrides: [override(liveRecognizersRef, fakeLiveRecognizers())] });
  b = await startLiveHost({ dataDir, env, overrides: [override(liveRecognizersRef, fakeLiveRecognizers())] });
  hosts.push(a, b);
  alice = await confirmedUser(a, 'alice-hosts@example.com');
  bob = await confirmedUser(b, 'bob-hosts@example.com');
}, 60_000);
afterAll(async () => {
  for (const child of crashed) child.kill('SIGKILL');
  await Promise.all(hosts.map((host) => host.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

const spent = { code: LIVE_CLOSE.unauthorized, reason: 'The ticket is missing, expired or used: ask POST /api/relworkspace/sessions for one.' };
const busy = 'You already have a live session open: stop it first (one at a time).';
const sessionRows = () => a.query('SELECT user_id, owner FROM relworkspace_sessions ORDER BY user_id');

async function stop(log: Awaited<ReturnType<typeof openSocket>>): Promise<void> {
  log.socket.send(JSON.stringify({ type: 'stop' }));
  await nextMessage(log, 'ended');
  await log.closed;
}

describe('live sessions behind several API hosts', () => {
  it('opens a ticket asked for on one host on another, once, and keeps a user to one session across hosts', async () => {
    const first = await askTicket(a.url, alice.token, { name: 'From A to B' });
    const spare = await askTicket(a.url, alice.token);
    expect([first.status, spare.status]).toEqual([200, 200]);
    // The database holds no usable ticket, only its hash.
    expect((await a.query('SELECT ticket_hash FROM relworkspace_tickets')).map((row) => row.ticket_hash)).not.toContain(first.body.ticket);

    const onB = await openSocket(b.url, first.body.ticket);
    expect(await nextMessage(onB, 'ready')).toMatchObject({ language: 'en', engine: 'fake' });
    // Spent on B: neither host takes it again.
    expect(await (await openSocket(a.url, first.body.ticket)).closed).toEqual(spent);
    expect(await (await openSocket(b.url, first.body.ticket)).closed).toEqual(spent);

    // The session on B holds alice on A too: no ticket there, and a ticket asked for before B's session opens nothing.
    const second = await askTicket(a.url, alice.token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(busy);
    expect(await (await openSocket(a.url, spare.body.ticket)).closed).toEqual({ code: LIVE_CLOSE.busy, reason: busy });
    expect(await sessionRows()).toEqual([{ user_id: alice.id, owner: expect.stringMatching(new RegExp(`^${hostname()}/${process.pid}/[0-9a-f-]{36}$`)) }]);

    // B is at its limit of one; A, with none, still serves bob: the limit is per host.
    expect((await askTicket(b.url, bob.token)).status).toBe(503);
    const bobOnA = await openSocket(a.url, (await askTicket(a.url, bob.token)).body.ticket);
    await nextMessage(bobOnA, 'ready');

    await stop(onB);
    await stop(bobOnA);
    expect(await sessionRows()).toEqual([]);
    // Stopped on B, alice may start again on A.
    const again = await openSocket(a.url, (await askTicket(b.url, alice.token)).body.ticket);
    await nextMessage(again, 'ready');
    await stop(again);
  }, 60_000);

  it('does not keep a user out after the host of their session died', async () => {
    // A third host in its own process, on the same data dir, killed with its session open.
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `
      import { override } from '@speechdeck/testing';
      import { liveRecognizersRef } from '@speechdeck/engines/live';
      import { fakeLiveRecognizers } from './src/server/testing/fake-live-recognizer.ts';
      import { startLiveHost } from './src/server/testing/live-host.ts';
      const host = await startLiveHost({ dataDir: process.env.DIR, overrides: [override(liveRecognizersRef, fakeLiveRecognizers())] });
      console.log(JSON.stringify({ url: host.url }));
    `], { cwd: fileURLToPath(new URL('../..', import.meta.url)), env: { PATH: process.env.PATH, DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    crashed.push(child);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        const line = /\{"url":"[^"]+"\}/.exec(output)?.[0];
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      void exited.then(() => reject(new Error(`the third host exited:\n${output}`)));
    });

    const onC = await openSocket(url, (await askTicket(a.url, alice.token)).body.ticket);
    await nextMessage(onC, 'ready');
    expect(await sessionRows()).toEqual([{ user_id: alice.id, owner: expect.stringContaining(`${hostname()}/${child.pid}/`) }]);
    expect((await askTicket(b.url, alice.token)).status).toBe(409);

    child.kill('SIGKILL');
    await exited;
    // Its row is still there, owned by a dead process: it holds alice no longer.
    expect(await sessionRows()).toHaveLength(1);
    const afterCrash = await askTicket(b.url, alice.token);
    expect(afterCrash.status).toBe(200);
    const onB = await openSocket(b.url, afterCrash.body.ticket);
    await nextMessage(onB, 'ready');
    expect(await sessionRows()).toEqual([{ user_id: alice.id, owner: expect.not.stringContaining(`/${child.pid}/`) }]);
    await stop(onB);
  }, 90_000);
});
