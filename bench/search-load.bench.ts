import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import { confirmedUser, queryPostgres, type TestHost } from '@speechdeck/testing';
import { resultsAccess, type ResultsAccess } from '@speechdeck/plugin-workspace/testing';
import { benchHost, ratio, type BenchRow } from './bench-host.ts';
import { cpuMsOfAll, postgresProcesses, startDeployment } from './multi-node.ts';
import type { LoadOutcome, LoadPlan } from './search-load-client.ts';

const CLIENT = fileURLToPath(new URL('./search-load-client.ts', import.meta.url));
const REPO = fileURLToPath(new URL('..', import.meta.url));
const CONCURRENCY = 200;
const USERS = 4;
const RESULTS_PER_USER = 200;
const SEGMENTS_PER_RESULT = 60;
const LOAD = { warmupMs: 3000, durationMs: 10_000 };

// Common words first: picked with a skew, so some searches hit every result and some a few.
const WORDS = 'the and to of we a in is that it for on with this our you be are will have customer order delivery invoice meeting budget project report team quarter revenue growth risk plan support ticket network outage update release feature design review contract price discount shipment warehouse supplier forecast hiring training migration database latency backlog roadmap audit compliance renewal churn onboarding pricing vendor escalation incident'.split(' ');
const TOPICS = ['standup', 'sales-call', 'support', 'board', 'interview', 'planning', 'retro', 'demo'];
const LABELS = ['positive', 'negative', 'neutral'];

/**
 * 200 clients at once on loopback, each sending the spec's workspace searches (keyword, speaker,
 * sentence text, label, file name) as one of several users over hundreds of results with many
 * segments each. The clients run in their own process. First one host in this process on its
 * SQLite file, so its CPU time and RSS are read here; the peer is /health under the same load:
 * what the HTTP stack itself can answer. CPU per answer is the figure to compare across runs on a
 * shared machine. Then (issue 13) the same clients spread over two compiled API hosts (role api)
 * on one throwaway PostgreSQL, seeded the same way; the peer is the single SQLite host.
 */
export async function benchSearchLoad(): Promise<BenchRow[]> {
  const single = await onOneSqliteHost();
  const spread = await onTwoPostgresApiHosts();
  const same = single.answers.filter((answer, n) => answer === spread.answers[n]).length;
  const name = `${CONCURRENCY} concurrent workspace searches over 2 API hosts (compiled, role api) on one PostgreSQL`;
  const peer = (figure: string) => `${figure} 1 host in-process on SQLite`;
  return [
    ...single.rows,
    { name: `${name}: searches/s`, ours: `${Math.round(perSecond(spread))}/s`, peer: peer(`${Math.round(perSecond(single.searches))}/s`), ratio: ratio(perSecond(spread), perSecond(single.searches)), goal: 'informative (2 cores shared by clients, hosts and database)' },
    { name: `${name}: p50 / p95 / p99 / max`, ours: latency(spread), peer: peer(latency(single.searches)), ratio: ratio(spread.latenciesMs.p99, single.searches.latenciesMs.p99), goal: 'p99 < 500 ms' },
    {
      name: `${name}: CPU per answer, both hosts + PostgreSQL`,
      ours: `${cpu(spread)} (hosts ${(spread.hostCpuMs / spread.total).toFixed(2)} + PostgreSQL ${(spread.databaseCpuMs / spread.total).toFixed(2)})`,
      peer: peer(cpu(single.searches)),
      ratio: ratio(spread.cpuMs / spread.total, single.searches.cpuMs / single.searches.total),
      goal: 'informative',
    },
    { name: `${name}: answers to the ${single.answers.length} distinct searches equal to SQLite's (timestamps aside)`, ours: `${same} / ${single.answers.length}`, peer: '-', ratio: '-', goal: 'all: the figures compare like with like' },
  ];
}

const perSecond = (o: Measured) => o.done / o.seconds;
const cpu = (o: Measured) => `${(o.cpuMs / o.total).toFixed(2)} ms`;
const latency = ({ latenciesMs: l }: Measured) => `${l.p50} / ${l.p95} / ${l.p99} / ${l.max} ms`;

/** The figures of issue 8: one host in this process on its SQLite file. */
async function onOneSqliteHost(): Promise<{ rows: BenchRow[]; searches: Measured; answers: string[] }> {
  const results = resultsAccess();
  const { host, token, userId } = await benchHost({}, [results.plugin]);
  try {
    const users = await seededUsers(host, results, { token, id: userId });
    const requests = searchRequests(users);
    const health = await load({ urls: [host.url], requests: [{ path: '/health' }], concurrency: CONCURRENCY, ...LOAD });

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
    const searches = await load({ urls: [host.url], requests, concurrency: CONCURRENCY, ...LOAD });
    clearInterval(sampler);

    const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
    const name = `${CONCURRENCY} concurrent workspace searches, ${USERS} users x ${RESULTS_PER_USER} results x ${SEGMENTS_PER_RESULT} segments`;
    const rows: BenchRow[] = [
      { name: `${name}: searches/s`, ours: `${Math.round(perSecond(searches))}/s`, peer: `${Math.round(perSecond(health))}/s /health`, ratio: ratio(perSecond(searches), perSecond(health)), goal: '>= 2x before issue 8 (same machine)' },
      { name: `${name}: p50 / p95 / p99 / max`, ours: latency(searches), peer: `${latency(health)} /health`, ratio: ratio(searches.latenciesMs.p99, health.latenciesMs.p99), goal: 'p99 < 500 ms' },
      { name: `${name}: host CPU per answer (machine-independent)`, ours: cpu(searches), peer: `${cpu(health)} /health`, ratio: ratio(searches.cpuMs / searches.total, health.cpuMs / health.total), goal: '<= 1/2 of before issue 8' },
      { name: `${name}: host RSS before -> peak`, ours: `${mb(rssBefore)} -> ${mb(rssPeak)}`, peer: '-', ratio: '-', goal: 'informative (issue 8: 127 -> 234 MB)' },
    ];
    return { rows, searches, answers: await answersTo([host.url], requests) };
  } finally {
    await host.close();
  }
}

/**
 * Issue 13: the same users and workspace in a throwaway PostgreSQL database, stored by a host in
 * this process on it exactly as on SQLite (then closed), searched through two compiled API hosts.
 * CPU is read from /proc: both hosts' and the database server's (its backends included).
 */
async function onTwoPostgresApiHosts(): Promise<Measured & { hostCpuMs: number; databaseCpuMs: number; answers: string[] }> {
  const deployment = await startDeployment({ redis: false });
  try {
    const results = resultsAccess();
    const seeder = await benchHost({ SPEECHDECK_DATABASE_URL: deployment.databaseUrl }, [results.plugin]);
    let users: BenchUser[];
    try {
      users = await seededUsers(seeder.host, results, { token: seeder.token, id: seeder.userId });
    } finally {
      await seeder.host.close();
    }
    // What autovacuum would have done by then: the planner's picture of the words.
    await queryPostgres(deployment.databaseUrl, 'ANALYZE', []);
    // Warn: info would log every request, which neither host does in production at this rate.
    const quiet = { SPEECHDECK_LOG_LEVEL: 'warn' };
    const hosts = await Promise.all([deployment.start('api A', 'api', quiet), deployment.start('api B', 'api', quiet)]);
    const hostCpu = () => cpuMsOfAll(hosts.map((h) => h.child.pid!));
    const databaseCpu = () => cpuMsOfAll(postgresProcesses(deployment.databaseUrl));
    const before = { host: hostCpu(), database: databaseCpu() };
    const requests = searchRequests(users);
    const searches = await load({ urls: hosts.map((h) => h.url), requests, concurrency: CONCURRENCY, ...LOAD }, () => 0);
    const hostCpuMs = hostCpu() - before.host;
    const databaseCpuMs = databaseCpu() - before.database;
    const answers = await answersTo(hosts.map((h) => h.url), requests);
    return { ...searches, hostCpuMs, databaseCpuMs, cpuMs: hostCpuMs + databaseCpuMs, answers };
  } finally {
    await deployment.close();
  }
}

type BenchUser = { token: string; id: number };

/** The bench user and USERS - 1 more, confirmed through the host's outbox, with the workspace stored for them. */
async function seededUsers(host: TestHost, results: ResultsAccess, first: BenchUser): Promise<BenchUser[]> {
  const users = [first];
  for (let n = 1; n < USERS; n++) users.push(await confirmedUser(host, `bench${n}@example.com`));
  await seedWorkspace(results.store(), users.map((u) => u.id), () => host.clock.advance(1000));
  return users;
}

/** Each search's answer once (the hosts in turn), its timestamps left out: the two stores ran their clocks apart. */
async function answersTo(urls: string[], requests: LoadPlan['requests']): Promise<string[]> {
  return Promise.all(requests.map(async ({ path, token }, n) => {
    const response = await fetch(`${urls[n % urls.length]}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return JSON.stringify(await response.json(), (key, value: unknown) => (key.endsWith('At') ? undefined : value));
  }));
}

function searchRequests(users: BenchUser[]): LoadPlan['requests'] {
  return users.flatMap(({ token, id }, n) => searchesOf(n).map((query) => ({ path: `/api/elastic/${query}&userId=${id}`, token })));
}

/** Through the host's own results store, as a finished recognition would; each result a second after the one before. */
async function seedWorkspace(store: ResultsStore, userIds: number[], nextSecond: () => void): Promise<void> {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const word = () => WORDS[Math.floor(random() ** 2 * WORDS.length)]!;
  const options = { language: 'en', isDiarize: true, vad: true, punct: true, sentText: false, oa: true };
  for (const userId of userIds) {
    for (let r = 0; r < RESULTS_PER_USER; r++) {
      const processId = `u${userId}-r${r}`;
      nextSecond();
      await store.create({ processId, userId, fn: `${TOPICS[r % TOPICS.length]}-${r}.wav`, options, mediaKey: `${userId}/m${r}.wav` });
      const segments: RecognizedSegment[] = Array.from({ length: SEGMENTS_PER_RESULT }, (_, position) => {
        const start = position * 4;
        const said = Array.from({ length: 8 + Math.floor(random() * 10) }, word);
        const words = said.map((w, i) => ({ w, start: start + i * 0.3, end: start + i * 0.3 + 0.25, conf: Math.round(random() * 1000) / 1000 }));
        return { position, start, end: start + 3.6, spk: `S${1 + (position % 3)}`, sent: `${said.join(' ')}.`, kw: [said[said.length - 1]!, said[0]!], oa: LABELS[position % 3]!, words };
      });
      await store.complete(userId, processId, { language: 'en', duration: SEGMENTS_PER_RESULT * 4, engine: 'bench', segments, notes: [] });
    }
  }
}

/** One user's share of the mix: the query parts of the spec's search calls. */
function searchesOf(n: number): string[] {
  const rare = WORDS[WORDS.length - 1 - n]!;
  const common = WORDS[20 + n]!;
  return [
    `getRespByKeywordFromElastic?kw=${common}`,
    `getRespByKeywordFromElastic?kw=${rare}`,
    `getRespBySpknameFromElastic?spk=S${1 + (n % 3)}`,
    `getRespBySentTextFromElastic?sent=${encodeURIComponent(`${common} ${rare}`)}`,
    `getRespBySentTextFromElastic?sent=${rare.slice(0, 4)}*`,
    `getRespByOaFromElastic?oa=${LABELS[n % 3]}`,
    `getResponseByFn?fn=${TOPICS[n]}`,
    `getResponseByFn?fn=${TOPICS[n + 4]}-1`,
  ];
}

type Measured = LoadOutcome & { cpuMs: number };

/** This process's CPU time (ms): the in-process host's. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Runs the plan in a client process; `cpuMs` is what `cpuNow` counted meanwhile (by default this process's, where the host runs). */
async function load(plan: LoadPlan, cpuNow: () => number = ownCpuMs): Promise<Measured> {
  const cpuBefore = cpuNow();
  const child = spawn(process.execPath, ['--import', 'tsx', CLIENT], { cwd: REPO, stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(plan));
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the load client exited with ${code}`);
  const cpuMs = cpuNow() - cpuBefore;
  const outcome = JSON.parse(out) as LoadOutcome;
  // Figures over failed answers would measure the failure, not the search.
  if (outcome.errors) throw new Error(`${outcome.errors} answers were not 200: ${JSON.stringify(outcome.failures)}`);
  return { ...outcome, cpuMs };
}
