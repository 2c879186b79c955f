import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { runPool } from '@speechdeck/core/cli';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import { librivoxClips, uploadTo } from '@speechdeck/testing';
import { ratio, seconds, timed, type BenchRow } from './bench-host.ts';
import { outboxUser, startDeployment, type DeployedHost, type Deployment } from './multi-node.ts';

const run = promisify(execFile);
const RECOGNITIONS = 50;
/** LibriVox clips up to 4 s of 16 kHz 16-bit mono (the package's 3.0 s and 3.3 s ones), header aside. */
const SHORT_CLIP_BYTES = 4 * 16_000 * 2 + 44;
/** A batch client's uploads at once (the CLI's batch commands bound theirs alike). */
const UPLOADS_AT_ONCE = 4;
/** One POST /api/stt/getResponse for every recognition not yet done, this often: the resolution of the queue wait. */
const POLL_MS = 250;
const ROUND_TIMEOUT_MS = 8 * 60_000;
/** Per worker: "one worker" is one engine at a time. */
const WORKER_ENV = { SPEECHDECK_JOB_CONCURRENCY: '1' };
/** Synchronous recognitions asked one after another, through an API host and of one process doing all. */
const CALLS = 10;

interface Round {
  wallMs: number;
  /** Upload answered -> first poll that sees the recognition running (or done), per recognition. */
  queueWaitsMs: number[];
  /** Recognitions each worker's log says it finished, in the order of `workers`. */
  perWorker: number[];
}

/**
 * Issue 13's queue load: 50 recognitions queued through two API hosts (role api) and run by one
 * worker, then by two (role worker, one engine each), every process the compiled host on one
 * throwaway PostgreSQL, one throwaway Redis (the BullMQ queue) and one media folder, each with its
 * own data dir. The peer is raw pocketsphinx_continuous on the same 50 files, one and then two at
 * a time: on a 2-core machine the engine is the limit, and the second worker can win no more than
 * the second raw run does.
 */
export async function benchQueueThroughput(): Promise<BenchRow[]> {
  const clips = librivoxClips().filter((clip) => statSync(clip.wav).size <= SHORT_CLIP_BYTES);
  if (clips.length === 0) throw new Error('no short LibriVox clip: install Debian pocketsphinx-testdata');
  const files = Array.from({ length: RECOGNITIONS }, (_, i) => clips[i % clips.length]!.wav);

  const deployment = await startDeployment({ redis: true });
  try {
    const [a, b, first] = await Promise.all([
      deployment.start('api A', 'api'),
      deployment.start('api B', 'api'),
      deployment.start('worker 1', 'worker', WORKER_ENV),
    ]);
    const user = await outboxUser(a, b, 'queue-bench@example.com');

    const raw1 = await rawRecognitions(files, 1);
    const one = await queueRound(deployment, 'one', [a, b], [first], user.token, files);
    const second = await deployment.start('worker 2', 'worker', WORKER_ENV);
    const raw2 = await rawRecognitions(files, 2);
    const two = await queueRound(deployment, 'two', [a, b], [first, second], user.token, files);
    const throughApi = await callLatencies(deployment, a, user.token, clips[0]!.wav);
    const alone = await callLatencies(deployment, await deployment.start('all', 'all', WORKER_ENV), user.token, clips[0]!.wav);

    const perMinute = (ms: number) => (RECOGNITIONS * 60_000) / ms;
    const rate = (ms: number) => `${seconds(ms)}, ${perMinute(ms).toFixed(1)}/min`;
    const waits = ({ queueWaitsMs: w }: Round) => `${seconds(at(w, 0.5))} / ${seconds(at(w, 0.95))}`;
    const name = `${RECOGNITIONS} queued recognitions (${clips.length} LibriVox clips of ~3 s), 2 API hosts, PostgreSQL + Redis queue`;
    const workers = (n: number) => `${n} worker${n > 1 ? 's' : ''} x 1 engine (SPEECHDECK_JOB_CONCURRENCY=1)`;
    return [
      { name: `${name}, ${workers(1)}: all done, throughput`, ours: rate(one.wallMs), peer: `${rate(raw1)} raw pocketsphinx 1 at a time`, ratio: ratio(one.wallMs, raw1), goal: 'informative (time ratio)' },
      { name: `${name}, ${workers(2)}: all done, throughput`, ours: rate(two.wallMs), peer: `${rate(raw2)} raw pocketsphinx 2 at a time`, ratio: ratio(two.wallMs, raw2), goal: 'informative (time ratio)' },
      {
        name: `${name}: throughput of 2 workers / 1 worker`,
        ours: ratio(perMinute(two.wallMs), perMinute(one.wallMs)),
        peer: `${ratio(perMinute(raw2), perMinute(raw1))} raw 2 at a time / 1 at a time`,
        ratio: ratio(perMinute(two.wallMs) / perMinute(one.wallMs), perMinute(raw2) / perMinute(raw1)),
        goal: 'near the raw gain: on 2 cores the engine is the limit',
      },
      { name: `${name}: queue wait p50 / p95 (upload answered -> running, polled every ${POLL_MS} ms), 1 worker`, ours: waits(one), peer: '-', ratio: '-', goal: `informative (all ${RECOGNITIONS} queued up front: mostly backlog)` },
      { name: `${name}: queue wait p50 / p95 (upload answered -> running, polled every ${POLL_MS} ms), 2 workers`, ours: waits(two), peer: '-', ratio: ratio(at(two.queueWaitsMs, 0.5), at(one.queueWaitsMs, 0.5)), goal: 'informative (ratio: p50 vs 1 worker)' },
      { name: `${name}: recognitions run by worker 1 / worker 2`, ours: two.perWorker.join(' / '), peer: '-', ratio: '-', goal: 'both take work' },
      {
        name: `${CALLS} synchronous POST /api/stt/recognize of a ~3 s clip one after another: p50 / max, asked of an API host (a worker runs each call) vs of one process in role all`,
        ours: `${seconds(at(throughApi, 0.5))} / ${seconds(at(throughApi, 1))}`,
        peer: `${seconds(at(alone, 0.5))} / ${seconds(at(alone, 1))} role all`,
        ratio: ratio(at(throughApi, 0.5), at(alone, 0.5)),
        goal: 'informative: what the queue adds (polls: API host 100 ms, idle worker 500 ms; hand-offs)',
      },
    ];
  } finally {
    await deployment.close();
  }
}

/** Wall ms of each synchronous recognition of `wav` asked of `host`, one after another, sorted. */
async function callLatencies(deployment: Deployment, host: DeployedHost, token: string, wav: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const { ms, value: answer } = await timed(() => uploadTo(`${host.url}/api/stt/recognize?language=en`, token, wav));
    if (answer.status !== 200) throw new Error(`${host.name}: POST /api/stt/recognize answered ${answer.status} ${JSON.stringify(answer.body)}\n${deployment.logs()}`);
    latencies.push(ms);
  }
  return latencies.sort((x, y) => x - y);
}

/** The Debian engine on each file as the recognition-load bench runs it, `atOnce` at a time: wall ms. */
async function rawRecognitions(files: string[], atOnce: number): Promise<number> {
  const { bin, hmm, lm, dict } = DEBIAN_POCKETSPHINX;
  const { ms } = await timed(() =>
    runPool(files, atOnce, async (wav) => {
      await run(bin, ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null', '-hmm', hmm, '-lm', lm, '-dict', dict]);
    }));
  return ms;
}

type Status = { processId: string; status: 'queued' | 'running' | 'done' | 'failed'; error?: string | null };

/**
 * Queues every file (UPLOADS_AT_ONCE at a time, the API hosts in turn) and polls the not yet
 * finished ones with one POST /api/stt/getResponse, until all are done; then reads each once with
 * GET /api/stt/recognize/{id}. Any failure stops the benchmark with the hosts' logs.
 */
async function queueRound(deployment: Deployment, label: string, apis: DeployedHost[], workers: DeployedHost[], token: string, files: string[]): Promise<Round> {
  const bearer = { authorization: `Bearer ${token}` };
  const jobs = files.map((file, i) => ({ id: `${label}-${String(i).padStart(3, '0')}`, file, api: apis[i % apis.length]! }));
  const uploadedAt = new Map<string, number>();
  const runningAt = new Map<string, number>();
  const pending = new Set(jobs.map((job) => job.id));
  const fail = (why: string) => new Error(`${why}\n${deployment.logs()}`);

  const begin = performance.now();
  let uploadFailure: unknown;
  const uploads = runPool(jobs, UPLOADS_AT_ONCE, async ({ id, file, api }) => {
    const answer = await uploadTo(`${api.url}/api/stt/recognizeQueue?language=en&id=${id}`, token, file);
    if (answer.status !== 200) throw fail(`${api.name}: recognizeQueue of ${id} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    uploadedAt.set(id, performance.now());
  }).catch((error: unknown) => void (uploadFailure = error));

  let end = begin;
  for (let poll = 0; pending.size > 0; poll++) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    if (uploadFailure) throw uploadFailure;
    if (performance.now() - begin > ROUND_TIMEOUT_MS) throw fail(`${pending.size} of ${jobs.length} recognitions not done after ${ROUND_TIMEOUT_MS / 60_000} min`);
    const asked = [...pending].filter((id) => uploadedAt.has(id));
    if (asked.length === 0) continue;
    const api = apis[poll % apis.length]!;
    const response = await fetch(`${api.url}/api/stt/getResponse`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify({ processIds: asked }) });
    if (response.status !== 200) throw fail(`${api.name}: getResponse answered ${response.status} ${await response.text()}`);
    const now = performance.now();
    for (const { processId, status, error } of (await response.json()) as Status[]) {
      if (status === 'failed') throw fail(`recognition ${processId} failed: ${error}`);
      if (status !== 'queued' && !runningAt.has(processId)) runningAt.set(processId, now);
      if (status === 'done') {
        pending.delete(processId);
        end = now;
      }
    }
  }
  await uploads;

  // Each result as a client reads it, from either API host.
  await runPool(jobs, UPLOADS_AT_ONCE, async ({ id }) => {
    const api = apis[Number(id.slice(-3)) % apis.length]!;
    const response = await fetch(`${api.url}/api/stt/recognize/${id}`, { headers: bearer });
    const result = (await response.json()) as Status & { text?: string };
    if (response.status !== 200 || result.status !== 'done') throw fail(`${api.name}: GET /api/stt/recognize/${id} answered ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
  });

  const ranHere = (host: DeployedHost) => host.output().split('\n').filter((line) => line.includes('"job done"') && line.includes(`/${label}-`)).length;
  const strays = apis.filter((api) => ranHere(api) > 0);
  if (strays.length) throw fail(`an API host ran queued jobs: ${strays.map((h) => h.name).join(', ')}`);
  return {
    wallMs: end - begin,
    queueWaitsMs: jobs.map(({ id }) => runningAt.get(id)! - uploadedAt.get(id)!).sort((x, y) => x - y),
    perWorker: workers.map(ranHere),
  };
}

function at(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
