import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import type { SegmentSearch } from '@speechdeck/plugin-workspace/server';
import { pluginDatabase } from '@speechdeck/server/testing';
import { openResultsStore } from '../plugins/workspace/src/server/store/open-results-store.ts';
import type { BenchRow } from './bench-host.ts';

const WORDS = 'the of and to in weather market engine server customer order delivery invoice meeting budget project report team quarter revenue growth risk plan support ticket network outage update release feature design review contract price discount shipment warehouse'.split(' ');
const SEGMENTS = 100_000;
const PER_RESULT = 50;

/** Workspace search over 100k segments: p50/p95 per query kind (goal p95 < 20 ms); the peer is a plain count(*). */
export async function benchSearch(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const database = pluginDatabase(dir, 'workspace');
  const { db } = database;
  try {
    db.prepare("INSERT INTO users (id, email, password_hash, role, created_at) VALUES (1, 'b@x.io', 'x', 'USER', 'now')").run();
    const store = openResultsStore(database, () => new Date());
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
    const options = { language: 'en', isDiarize: true, vad: false, punct: false, sentText: false, oa: true };
    db.transaction(() => {
      for (let r = 0; r < SEGMENTS / PER_RESULT; r++) {
        const processId = `p${r}`;
        store.create({ processId, userId: 1, fn: `file-${r}.wav`, options, mediaKey: `1/m${r}` });
        const segments: RecognizedSegment[] = Array.from({ length: PER_RESULT }, (_, position) => {
          const sent = Array.from({ length: 12 }, pick).join(' ');
          return { position, start: position * 3, end: position * 3 + 2.5, spk: `S${1 + (position % 3)}`, sent, kw: [pick(), pick()], oa: ['positive', 'negative', 'neutral'][position % 3]!, words: [] };
        });
        store.complete(1, processId, { language: 'en', duration: PER_RESULT * 3, engine: 'bench', segments, notes: [] });
      }
    })();
    const queries: Record<string, () => SegmentSearch> = {
      kw: () => ({ kind: 'kw', value: pick() }),
      sent: () => ({ kind: 'sent', value: `${pick()} ${pick()}` }),
      'sent prefix': () => ({ kind: 'sent', value: `${pick().slice(0, 3)}*` }),
      spk: () => ({ kind: 'spk', value: 'S2' }),
      oa: () => ({ kind: 'oa', value: 'negative' }),
    };
    const countAll = db.prepare('SELECT count(*) FROM segments WHERE user_id = 1');
    const peer = percentiles(() => countAll.get());
    return Object.entries(queries).map(([kind, query]) => {
      const ours = percentiles(() => store.search(1, query(), { limit: 100, offset: 0 }));
      return { name: `search ${kind} over ${SEGMENTS / 1000}k segments (p50 / p95)`, ours: `${ours.p50} / ${ours.p95} ms`, peer: `${peer.p50} / ${peer.p95} ms count(*)`, ratio: `${(Number(ours.p95) / Number(peer.p95)).toFixed(2)}x`, goal: 'p95 < 20 ms' };
    });
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function percentiles(run: () => unknown, times = 200): { p50: string; p95: string } {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  return { p50: at(0.5), p95: at(0.95) };
}
