/**
 * The load generator of search-load.bench.ts, run as its own process so that sending requests and
 * reading answers never share the host's event loop. Reads its plan as JSON on stdin, prints the
 * outcome as JSON on stdout.
 */
import { Agent, request } from 'node:http';

export interface LoadPlan {
  /** Paths with their query, each sent with its token, in turn. */
  requests: { path: string; token?: string }[];
  /** The hosts: client n sends to the n-th in turn (as a proxy spreading connections would). */
  urls: string[];
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadOutcome {
  /** Answers in the measured window, and in all (warm-up included). */
  done: number;
  total: number;
  errors: number;
  /** Status codes other than 200 with how often each came, and the first body of each. */
  failures: Record<string, { count: number; body: string }>;
  seconds: number;
  latenciesMs: { p50: number; p95: number; p99: number; max: number };
}

const plan = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as LoadPlan;
const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });

function get(url: string, path: string, token?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let next = 0;
let total = 0;
let measuring = false;
const latencies: number[] = [];
const failures: LoadOutcome['failures'] = {};
let errors = 0;

async function client(url: string, until: number): Promise<void> {
  while (performance.now() < until) {
    const { path, token } = plan.requests[next++ % plan.requests.length]!;
    const counted = measuring;
    const start = performance.now();
    const answer = await get(url, path, token).catch((error: Error) => ({ status: 0, body: error.message }));
    total++;
    if (!counted) continue;
    if (answer.status === 200) {
      latencies.push(performance.now() - start);
    } else {
      errors++;
      failures[answer.status] ??= { count: 0, body: answer.body.slice(0, 300) };
      failures[answer.status]!.count++;
    }
  }
}

const begin = performance.now();
const end = begin + plan.warmupMs + plan.durationMs;
setTimeout(() => (measuring = true), plan.warmupMs);
await Promise.all(Array.from({ length: plan.concurrency }, (_, n) => client(plan.urls[n % plan.urls.length]!, end)));
agent.destroy();

latencies.sort((a, b) => a - b);
const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
const outcome: LoadOutcome = {
  done: latencies.length,
  total,
  errors,
  failures,
  seconds: (performance.now() - begin - plan.warmupMs) / 1000,
  latenciesMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
};
process.stdout.write(JSON.stringify(outcome));
