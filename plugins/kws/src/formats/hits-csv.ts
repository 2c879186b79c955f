import type { SpotHit } from '../contract/kws-api.ts';

const field = (value: string | number) => (typeof value === 'number' || !/[",\n]/.test(value) ? String(value) : `"${value.replaceAll('"', '""')}"`);

/** The hits as CSV (RFC 4180), one row per hit in time order: `keyword,start,end,score`. */
export function hitsCsv(hits: readonly SpotHit[]): string {
  const rows = hits.map((hit) => [hit.keyword, hit.start, hit.end, hit.score].map(field).join(','));
  return ['keyword,start,end,score', ...rows].join('\n') + '\n';
}
