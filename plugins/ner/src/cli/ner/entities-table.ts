import { formatClock, formatTable } from '@speechdeck/core/cli';
import type { EntitiesResponse } from '../../index.ts';

/** One row per entity: its type, its text, where it lies (characters), and for a transcript its segment and time. */
export function entitiesTable({ entities }: EntitiesResponse): string[] {
  if (!entities.length) return ['No entities found.'];
  const transcript = entities.some((e) => 'segment' in e);
  return formatTable(
    ['TYPE', 'TEXT', 'AT', ...(transcript ? ['SEGMENT', 'TIME'] : [])],
    entities.map((e) => [
      e.type, e.text, `${e.start}-${e.end}`,
      ...('segment' in e ? [e.segment, `${formatClock(e.time.start)}-${formatClock(e.time.end)}`] : []),
    ]),
  );
}
