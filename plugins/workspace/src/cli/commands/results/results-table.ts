import { formatClock, formatTable } from '@speechdeck/core/cli';
import type { ResultSummary } from '../../../index.ts';

/** Results as `results list` and `search --file` show them. */
export function resultsTable(results: readonly ResultSummary[]): string[] {
  if (!results.length) return ['No results.'];
  return formatTable(
    ['PROCESS ID', 'FILE', 'STATUS', 'AUDIO', 'SEGMENTS', 'SPEAKERS', 'CREATED'],
    results.map((result) => [
      result.processId,
      result.fn,
      result.status === 'failed' && result.error ? `failed: ${result.error}` : result.status,
      formatClock(result.duration),
      result.segmentCount,
      result.speakers.join(', '),
      result.createdAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
    ]),
  );
}
