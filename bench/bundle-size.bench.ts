import { INITIAL_JS_BUDGET_BYTES, initialScripts } from '../web/e2e/support/initial-bundle.ts';
import { assertBuilt, WEB_DIST } from '../web/e2e/support/paths.ts';
import type { BenchRow } from './bench-host.ts';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The dashboard's initial JavaScript (gzip) from web/dist, per file and in all; the peer is React
 * alone, the part no change of ours can shrink. Needs `pnpm build` first.
 */
export async function benchBundleSize(): Promise<BenchRow[]> {
  assertBuilt();
  const scripts = initialScripts(WEB_DIST);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const react = scripts.find((script) => /\/react-[^/]+\.js$/.test(script.file))?.gzipBytes ?? 0;
  const ratio = (bytes: number) => (react > 0 ? `${(bytes / react).toFixed(2)}x` : '—');
  return [
    ...scripts.map((script) => ({ name: `initial js: ${script.file}`, ours: kb(script.gzipBytes), peer: kb(react), ratio: ratio(script.gzipBytes), goal: '' })),
    { name: 'initial js (gzip), all', ours: kb(total), peer: kb(react), ratio: ratio(total), goal: `<= ${kb(INITIAL_JS_BUDGET_BYTES)}` },
  ];
}
