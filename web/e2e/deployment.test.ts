import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCompiledHost, startPostgresCluster, startRedisServer, type CompiledHost, type PostgresCluster, type RedisServer } from '@speechdeck/testing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { copyOfBuild, hidden, login, visible, waitForRoute } from './support/dashboard.ts';
import { playsFromWord } from './support/media-helpers.ts';
import { startRoundRobinBalancer, type RoundRobinBalancer } from './support/round-robin-balancer.ts';

/*
 * Issue 13's promise to the dashboard: everything in it works unchanged against a deployment of
 * several processes. Two API hosts and two workers of the compiled host (as `pnpm start` runs it)
 * share one throwaway PostgreSQL, one Redis for the jobs and one media folder, each with a data dir
 * of its own, as on separate machines. The browser sees one origin: a round-robin balancer without
 * stickiness in front of the API hosts, so consecutive calls of one page land on different hosts.
 * One person registers, confirms, logs in, recognizes the English sample (a worker runs it), finds
 * it in the workspace and plays it. The steps share one page and run in order.
 */
type Host = CompiledHost & { role: 'api' | 'worker'; dataDir: string };

const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `speechdeck-deployment-${name}-`));
  folders.push(dir);
  return dir;
};
let postgres: PostgresCluster | undefined;
let redis: RedisServer | undefined;
let balancer: RoundRobinBalancer;
let hosts: Host[] = [];
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
/** Every answer of 500 and above the page got, with its URL. */
const serverErrors: string[] = [];
const USER = { email: 'roamer@example.test', password: 'a roaming passphrase', firstName: 'Rosa', lastName: 'Roamer' };
const AUDIO = '.rv-player__audio';
/** The recognition the journey made, and a word of its transcript, read from the page. */
let processId = '';
/** The media URLs the page was given (`/api/elastic/load_audio/…?token=…`), and the API host that issued each. */
const mediaTokens: { url: string; issuer: string }[] = [];
let spokenWord = '';

const apiHosts = () => hosts.filter((host) => host.role === 'api');
const workers = () => hosts.filter((host) => host.role === 'worker');
/** Each host's log, for a failure to show what the processes said. */
const logs = () => hosts.map((host) => `--- ${host.name}\n${host.output().slice(-4000)}`).join('\n');

beforeAll(async () => {
  // Each kept as soon as it runs, so that afterAll stops it even when another fails to start.
  await Promise.all([
    startPostgresCluster().then((started) => void (postgres = started)),
    startRedisServer().then((started) => void (redis = started)),
    startRoundRobinBalancer().then((started) => void (balancer = started)),
    launchChromium().then((launched) => void (browser = launched)),
  ]);
  const shared = {
    // The cluster is throwaway: its own `postgres` database is as good as a made one.
    SPEECHDECK_DATABASE_URL: postgres!.url,
    SPEECHDECK_QUEUE_URL: redis!.url,
    SPEECHDECK_MEDIA_DIR: folder('media'),
    // A copy of the build, so a `pnpm build` running meanwhile cannot pull files from under the hosts.
    SPEECHDECK_WEB_DIR: copyOfBuild(),
    // Links in e-mails point where people reach the dashboard: the balancer, not the host that sent them.
    SPEECHDECK_PUBLIC_URL: balancer.url,
    SPEECHDECK_TRUST_PROXY: 'true',
  };
  folders.push(shared.SPEECHDECK_WEB_DIR);
  const start = async (name: string, role: Host['role']): Promise<Host> => {
    const dataDir = folder(name.replace(/\W+/g, '-'));
    const host = { ...(await startCompiledHost(name, { ...shared, SPEECHDECK_ROLE: role, SPEECHDECK_DATA_DIR: dataDir })), role, dataDir };
    hosts.push(host);
    return host;
  };
  // The API hosts together on a fresh database (their migrations and the session secret race), then
  // the workers together: the journey is on trial here, and server/src/multi-host.test.ts covers
  // four starting at once (on a busy 2-core machine they once overran Fastify's 10 s plugin
  // timeout, now 120 s: build-server.ts).
  // (Each is in `hosts` as soon as it runs, for afterAll to stop it; then in this order.)
  const api = await Promise.all([start('api A', 'api'), start('api B', 'api')]);
  const apiHealth = await Promise.all(api.map((host) => host.healthy()));
  const work = await Promise.all([start('worker 1', 'worker'), start('worker 2', 'worker')]);
  hosts = [...api, ...work];
  const health = [...apiHealth, ...(await Promise.all(work.map((host) => host.healthy())))];
  expect(health.map(({ role, store, queue, takesJobs }) => ({ role, store, queue, takesJobs }))).toEqual([
    { role: 'api', store: 'postgres', queue: 'redis', takesJobs: false },
    { role: 'api', store: 'postgres', queue: 'redis', takesJobs: false },
    { role: 'worker', store: 'postgres', queue: 'redis', takesJobs: true },
    { role: 'worker', store: 'postgres', queue: 'redis', takesJobs: true },
  ]);
  balancer.route(apiHosts());

  ({ context, page } = await newPage(browser, pageErrors));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    if (response.url().includes('/api/elastic/mediaToken')) {
      void response.json().then((body: { url: string }) => mediaTokens.push({ url: body.url, issuer: response.headers()['x-balanced-to']! }), () => {});
    }
  });
}, 90_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close().catch(() => {});
  // The last step stops the hosts and checks how; after a failure before it, they are stopped here.
  await Promise.all(hosts.map((host) => stop(host)));
  await balancer?.close();
  await redis?.stop();
  await postgres?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 60_000);

afterEach(() => {
  expect(pageErrors).toEqual([]);
  expect(serverErrors).toEqual([]);
});

/** SIGTERM, as a service manager stops it; SIGKILL if it has not gone within 20 s. Answers its exit code. */
async function stop(host: Host): Promise<number | null> {
  if (host.child.exitCode !== null || host.child.signalCode !== null) return host.exited;
  host.child.kill('SIGTERM');
  const timer = setTimeout(() => host.child.kill('SIGKILL'), 20_000);
  try {
    return await host.exited;
  } finally {
    clearTimeout(timer);
  }
}

async function until<T>(what: string, probe: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${logs()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The newest mail to `to` in a host's outbox (its data dir's, as no SMTP is set), quoted-printable undone. */
function mailIn(host: Host, to: string): string | undefined {
  const outbox = join(host.dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  return readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort().reverse()
    .map((file) => readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .find((mail) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail));
}

/** Whether a host's log has a finished job for this recognition (its job id is `<userId>/<processId>`). */
const ranJob = (host: Host, id: string) => host.output().split('\n').some((line) => line.includes('"job done"') && line.includes(`/${id}"`));

/** The hosts that answered matching requests through the balancer. */
const answeredBy = (method: string, path: RegExp) => balancer.forwarded.filter((call) => call.method === method && path.test(call.path));

describe('the dashboard on two API hosts and two workers behind a round-robin balancer', () => {
  it('registers on the registration page and confirms by the link mailed by whichever host answered', async () => {
    await page.goto(`${balancer.url}/#/register`);
    await page.getByLabel('First name').fill(USER.firstName);
    await page.getByLabel('Last name').fill(USER.lastName);
    await page.getByLabel('E-mail').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByLabel('Repeat password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await waitForRoute(page, '/check-email');
    await visible(page.getByText(`We sent a confirmation link to ${USER.email}`));

    // The host that answered the registration sends the mail, into its own outbox; nobody else has one.
    const [registration] = answeredBy('POST', /^\/auth\/registration$/);
    expect(registration?.status).toBe(200);
    const sender = apiHosts().find((host) => host.name === registration!.upstream)!;
    const mail = await until('the confirmation mail', () => mailIn(sender, USER.email));
    expect(hosts.filter((host) => host !== sender).map((host) => mailIn(host, USER.email))).toEqual([undefined, undefined, undefined]);
    const link = /https?:\/\/\S+#\/\S+/.exec(mail)?.[0];
    expect(link, mail).toMatch(new RegExp(`^${balancer.url}/#/confirm\\?token=`));
    await page.goto(link!);
    await visible(page.getByText('Your e-mail is confirmed. You can log in now.'));

    await login(page, balancer, USER.email, USER.password);
    await screenshot(page, '90-deployment-logged-in');
  });

  it('recognizes the English sample on /speech: queued by an API host, run by a worker', async () => {
    await page.goto(`${balancer.url}/#/speech`);
    await visible(page.getByRole('heading', { name: 'Speech Recognition', level: 1 }));
    await page.getByRole('button', { name: 'Sample Audios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Audio/Video file' });
    await dialog.getByRole('button', { name: 'Select English male' }).click();
    await hidden(dialog);

    const queued = page.waitForResponse((response) => response.url().includes('/api/stt/recognizeUploadedFile/'));
    await page.getByRole('button', { name: 'Recognize', exact: true }).click();
    processId = ((await (await queued).json()) as { processId: string }).processId;
    expect(processId).toBeTruthy();
    // pocketsphinx on a worker (about 5x real time on one core for the 28 s clip, slower with the browser beside it).
    await page.getByRole('list', { name: 'Transcript' }).waitFor({ state: 'visible', timeout: 90_000 });
    await screenshot(page, '91-deployment-recognized');

    // A worker's log names the job; the API hosts' do not: they only queued it and read its state.
    const runner = await until('a worker to log the finished job', () => workers().find((worker) => ranJob(worker, processId)));
    expect(runner.role).toBe('worker');
    expect(apiHosts().filter((host) => ranJob(host, processId)).map((host) => host.name)).toEqual([]);
    // The page polled the job's state across both API hosts while the worker ran it.
    expect(new Set(answeredBy('GET', new RegExp(`^/api/stt/recognize/${processId}\\b`)).map((call) => call.upstream))).toEqual(new Set(['api A', 'api B']));

    // The longest word said: specific enough to find this segment in the workspace.
    const words = await page.getByRole('list', { name: 'Transcript' }).locator('.rv-word').allTextContents();
    // The longest word of letters only: a hyphenated one ('ill-disposed') is indexed as its parts.
    spokenWord = words.flatMap((word) => word.toLowerCase().split(/[^a-z]+/)).sort((a, b) => b.length - a.length)[0]!;
    expect(spokenWord.length).toBeGreaterThan(4);
  }, 110_000);

  it('finds the result in /asr-workspace by a word of it and plays its audio, whichever host issued the media token', async () => {
    await page.goto(`${balancer.url}/#/asr-workspace`);
    await visible(page.getByRole('heading', { name: 'ASR Workspace', level: 1 }));
    await visible(page.getByRole('list', { name: 'Your files' }).getByRole('button', { name: /^english-male\.mp3/ }));
    const search = page.getByRole('search', { name: 'Search' });
    await search.getByRole('searchbox', { name: 'Search for' }).fill(spokenWord);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByText(`1 result for “${spokenWord}”`));
    await page.getByRole('list', { name: 'Search results' }).getByRole('button').first().click();

    const viewer = page.getByRole('region', { name: 'english-male.mp3' });
    const words = viewer.getByRole('list', { name: 'Transcript' }).locator('.rv-word');
    await visible(words.first());
    const later = await playsFromWord(page, words.nth(12), AUDIO);
    await screenshot(page, '92-deployment-workspace-playing');
    await page.getByRole('button', { name: 'Pause' }).click();

    // Every piece of audio the balancer passed on was served, by whichever host it reached.
    const audio = answeredBy('GET', /^\/api\/elastic\/load_audio\//);
    expect(audio.length).toBeGreaterThan(0);
    expect(audio.filter((call) => call.status !== 200 && call.status !== 206 && call.status !== 499)).toEqual([]);
    // The token in the player's URL came from one host; the other plays it too (it is signed, not remembered).
    const { pathname, search: query } = new URL(later.src);
    const token = mediaTokens.find((issued) => issued.url === `${pathname}${query}`);
    expect(token, JSON.stringify({ src: later.src, mediaTokens })).toBeDefined();
    const other = apiHosts().find((host) => host.name !== token!.issuer)!;
    const direct = await fetch(`${other.url}${pathname}${query}`, { headers: { range: 'bytes=0-1023' } });
    expect([200, 206]).toContain(direct.status);
    expect((await direct.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('had both API hosts answer a fair share of the dashboard\'s calls, and all four stop cleanly on SIGTERM', async () => {
    const calls = balancer.forwarded.filter((call) => /^\/(api|auth|user)\b/.test(call.path));
    const tally = Object.fromEntries(apiHosts().map((host) => [host.name, calls.filter((call) => call.upstream === host.name).length]));
    const audio = answeredBy('GET', /^\/api\/elastic\/load_audio\//).map((call) => `${call.upstream} ${call.status}`);
    console.info(`balancer: ${balancer.forwarded.length} requests, ${calls.length} API calls, by host ${JSON.stringify(tally)}; `
      + `job ${processId} ran on ${workers().filter((worker) => ranJob(worker, processId)).map((worker) => worker.name).join(', ')}; `
      + `media tokens from ${mediaTokens.map((token) => token.issuer).join(', ')}; audio answered by ${audio.join(', ')}`);
    expect(calls.length).toBeGreaterThan(20);
    for (const answered of Object.values(tally)) expect(answered).toBeGreaterThanOrEqual(calls.length / 4);
    expect(balancer.forwarded.filter((call) => call.status >= 500)).toEqual([]);

    // The browser leaves first, so no request is in flight; then each process gets SIGTERM and exits 0.
    await context.close();
    const codes = await Promise.all(hosts.map((host) => stop(host)));
    expect(Object.fromEntries(hosts.map((host, n) => [host.name, codes[n]])), logs()).toEqual({ 'api A': 0, 'api B': 0, 'worker 1': 0, 'worker 2': 0 });
  }, 60_000);
});
