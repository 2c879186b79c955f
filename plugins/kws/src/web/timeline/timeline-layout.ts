import type { SegmentHit } from '@speechdeck/plugin-workspace';

export interface TimelineFile {
  processId: string;
  fn: string;
  /** Seconds. */
  duration: number;
}

export interface TimelineMark {
  hit: SegmentHit;
  x: number;
  width: number;
}

export interface TimelineRow {
  processId: string;
  fn: string;
  duration: number;
  /** Top of the row. */
  y: number;
  /** The file's own length on the axis. */
  barWidth: number;
  marks: TimelineMark[];
}

export interface TimelineTick {
  seconds: number;
  x: number;
}

export interface TimelineLayout {
  width: number;
  height: number;
  /** Where the time axis starts and ends (x). */
  plotLeft: number;
  plotRight: number;
  /** Seconds the axis spans: the longest file with hits. */
  span: number;
  rows: TimelineRow[];
  ticks: TimelineTick[];
  axisY: number;
}

export const TIMELINE_GEOMETRY = {
  labelWidth: 180,
  rightPad: 16,
  rowHeight: 34,
  rowGap: 10,
  topPad: 8,
  axisHeight: 26,
  /** A mark is never thinner than this, so a one-word hit can still be seen and clicked. */
  minMarkWidth: 4,
} as const;

const NICE_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

/** A tick step giving at most `maxTicks` ticks over `span` seconds. */
export function tickStep(span: number, maxTicks: number): number {
  const raw = span / Math.max(1, maxTicks);
  return NICE_STEPS.find((step) => step >= raw) ?? Math.ceil(raw / 3600) * 3600;
}

/**
 * Where everything of the keyword timeline goes: one row per file that has hits (in the order of
 * `files`, files unknown to it after them), a shared time axis as long as the longest of them, and
 * on each row a mark per hit from its start, as wide as its segment.
 */
export function timelineLayout(files: readonly TimelineFile[], hits: readonly SegmentHit[], width: number): TimelineLayout {
  const g = TIMELINE_GEOMETRY;
  const byFile = new Map<string, SegmentHit[]>();
  for (const hit of hits) byFile.set(hit.processId, [...(byFile.get(hit.processId) ?? []), hit]);

  const known = new Map(files.map((file) => [file.processId, file]));
  const order = [...files.map((file) => file.processId).filter((id) => byFile.has(id)), ...[...byFile.keys()].filter((id) => !known.has(id))];
  const rowsData = order.map((processId) => {
    const fileHits = byFile.get(processId)!.slice().sort((a, b) => a.start - b.start);
    const file = known.get(processId);
    const lastEnd = Math.max(...fileHits.map((hit) => hit.end));
    return { processId, fn: file?.fn ?? fileHits[0]!.fn, duration: Math.max(file?.duration ?? 0, lastEnd), hits: fileHits };
  });

  const span = Math.max(1, ...rowsData.map((row) => row.duration));
  const { plotLeft, plotRight, x, ticks, mark } = timeAxis(span, width);

  const rows: TimelineRow[] = rowsData.map((row, index) => ({
    processId: row.processId,
    fn: row.fn,
    duration: row.duration,
    y: g.topPad + index * (g.rowHeight + g.rowGap),
    barWidth: x(row.duration) - plotLeft,
    marks: row.hits.map((hit) => mark(hit.start, hit.end, hit)),
  }));

  const axisY = g.topPad + rows.length * (g.rowHeight + g.rowGap);
  return { width, height: axisY + g.axisHeight, plotLeft, plotRight, span, rows, ticks, axisY };
}

/**
 * The time axis both timelines share: `span` seconds over the width left of the labels, a tick at a
 * readable step, and marks from a start as wide as they last, never thinner than the minimum and
 * always inside the plot.
 */
export function timeAxis(span: number, width: number) {
  const g = TIMELINE_GEOMETRY;
  const plotLeft = g.labelWidth;
  const plotRight = Math.max(plotLeft + 50, width - g.rightPad);
  const plotWidth = plotRight - plotLeft;
  const x = (seconds: number) => plotLeft + (Math.min(Math.max(seconds, 0), span) / span) * plotWidth;
  const step = tickStep(span, Math.max(2, Math.floor(plotWidth / 90)));
  const ticks: TimelineTick[] = [];
  for (let seconds = 0; seconds <= span + 1e-9; seconds += step) ticks.push({ seconds, x: x(seconds) });
  const mark = <H>(start: number, end: number, hit: H) => {
    const left = x(start);
    const markWidth = Math.max(g.minMarkWidth, x(end) - left);
    // A mark at the very end still fits inside the plot.
    return { hit, x: Math.min(left, plotRight - markWidth), width: markWidth };
  };
  return { plotLeft, plotRight, x, ticks, mark };
}
