import type { ServerPlugin } from '@speechdeck/core/server';
import { servicePlugins } from '@speechdeck/server/plugins';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';

export interface BenchRow {
  name: string;
  ours: string;
  peer: string;
  ratio: string;
  goal: string;
}

/** A real host in this process, with every plugin the host lists (and any the benchmark adds) and one confirmed user. */
export async function benchHost(env: Record<string, string> = {}, plugins: readonly ServerPlugin[] = []): Promise<{ host: TestHost; token: string; userId: number }> {
  const host = await startTestHost({ plugins: [...servicePlugins, ...plugins], env: { SPEECHDECK_LOG_LEVEL: 'error', ...env } });
  const { token, id } = await confirmedUser(host, 'bench@example.com');
  return { host, token, userId: id };
}

/** A row as soon as it is measured, on stderr: a long benchmark cut short still leaves what it measured. */
export function reported(row: BenchRow): BenchRow {
  console.error(`  ${row.name}: ${row.ours}${row.peer ? ` | ${row.peer}` : ''}`);
  return row;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
export const ratio = (ours: number, peer: number) => `${(ours / peer).toFixed(2)}x`;

export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/** The process's peak rss while `work` runs, over what it was before (sampled every 20 ms, after a GC when --expose-gc allows). */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ growth: number; value: T }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const value = await work();
    return { growth: peak - before, value };
  } finally {
    clearInterval(sampler);
  }
}
