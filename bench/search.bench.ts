import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { SegmentSearch } from '@speechdeck/plugin-workspace/server';
import { openTestStore, startPostgresCluster } from '@speechdeck/testing';
import { sql, type StoreDialect } from '@speechdeck/core/server';
import { openResultsStore } from '../plugins/workspace/src/server/store/open-results-store.ts';
import type { WorkspaceTables } from '../plugins/workspace/src/server/store/workspace-tables.ts';
import type { BenchRow } from './bench-host.ts';

const WORDS = 'the of and to in weather market engine server customer order delivery invoice meeting budget project report team quarter revenue growth risk plan support ticket network outage update release feature design review contract price discount shipment warehouse'.split(' ');
const SEGMENTS = 100_000;
const PER_RESULT = 50;

/**
 * Workspace search over 100k segments: p50/p95 per query kind (goal p95 < 20 ms) on the embedded
 * SQLite file, then on a throwaway PostgreSQL server (or the one SPEECHDECK_TEST_POSTGRES_URL
 * names); the peer is a plain count(*) of the user's segments on the same store.
 */
export async function benchSearch(): Promise<BenchRow[]> {
  const rows = await benchOn('sqlite');
  const cluster = process.env.SPEECHDECK_TEST_POSTGRES_URL ? undefined : await startPostgresCluster();
  if (cluster) process.env.SPEECHDECK_TEST_POSTGRES_URL = cluster.url;
  try {
    return [...rows, ...(await benchOn('postgres'))];
  } finally {
    if (cluster) {
      delete process.env.SPEECHDECK_TEST_POSTGRES_URL;
      await cluster.stop();
    }
  }
}

async function benchOn(dialect: StoreDialect): Promise<BenchRow[]> {
  const testStore = await openTestStore(dialect);
  try {
    const userId = await testStore.addUser('b@x.io');
    const plugin = testStore.forPlugin('workspace');
    const store = await openResultsStore(plugin, testStore.jobs, () => new Date());
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
    const options = { language: 'en', isDiarize: true, vad: false, punct: false, sentText: false, oa: true };
    for (let r = 0; r < SEGMENTS / PER_RESULT; r++) {
      const processId = `p${r}`;
      await store.create({ processId, userId, fn: `file-${r}.wav`, options, mediaKey: `1/m${r}` });
      const segments: RecognizedSegment[] = Array.from({ length: PER_RESULT }, (_, position) => {
        const sent = Array.from({ length: 12 }, pick).join(' ');
        return { position, start: position * 3, end: position * 3 + 2.5, spk: `S${1 + (position % 3)}`, sent, kw: [pick(), pick()], oa: ['positive', 'negative', 'neutral'][position % 3]!, words: [] };
      });
      await store.complete(userId, processId, { language: 'en', duration: PER_RESULT * 3, engine: 'bench', segments, notes: [] });
    }
    const db = plugin.tables<WorkspaceTables>();
    // What autovacuum would have done by then: the planner's picture of the words.
    if (dialect === 'postgres') await sql`ANALYZE`.execute(db);
    const queries: Record<string, () => SegmentSearch> = {
      kw: () => ({ kind: 'kw', value: pick() }),
      sent: () => ({ kind: 'sent', value: `${pick()} ${pick()}` }),
      'sent phrase': () => ({ kind: 'sent', value: `"${pick()} ${pick()}"` }),
      'sent prefix': () => ({ kind: 'sent', value: `${pick().slice(0, 3)}*` }),
      spk: () => ({ kind: 'spk', value: 'S2' }),
      oa: () => ({ kind: 'oa', value: 'negative' }),
    };
    const peer = await percentiles(() => db.selectFrom('segments').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).execute());
    const rows: BenchRow[] = [];
    for (const [kind, query] of Object.entries(queries)) {
      const ours = await percentiles(() => store.search(userId, query(), { limit: 100, offset: 0 }));
      rows.push({
        name: `search ${kind} over ${SEGMENTS / 1000}k segments on ${dialect} (p50 / p95)`,
        ours: `${ours.p50} / ${ours.p95} ms`,
        peer: `${peer.p50} / ${peer.p95} ms count(*)`,
        ratio: `${(Number(ours.p95) / Number(peer.p95)).toFixed(2)}x`,
        goal: 'p95 < 20 ms',
      });
    }
    return rows;
  } finally {
    await testStore.close();
  }
}

async function percentiles(run: () => Promise<unknown>, times = 200): Promise<{ p50: string; p95: string }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  return { p50: at(0.5), p95: at(0.95) };
}
