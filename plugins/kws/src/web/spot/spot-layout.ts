import type { SpotHit } from '../../contract/kws-api.ts';
import { TIMELINE_GEOMETRY, timeAxis, type TimelineTick } from '../timeline/timeline-layout.ts';

export interface SpotMark {
  hit: SpotHit;
  x: number;
  width: number;
}

export interface SpotRow {
  keyword: string;
  /** Top of the row. */
  y: number;
  marks: SpotMark[];
}

export interface SpotLayout {
  width: number;
  height: number;
  plotLeft: number;
  plotRight: number;
  /** The recording's length on the axis. */
  barWidth: number;
  rows: SpotRow[];
  ticks: TimelineTick[];
  axisY: number;
}

/**
 * Where the hits of one recording go on the keyword timeline: a row per keyword searched (in the
 * order asked, hits or not, so a keyword never found shows as an empty row), the recording's length
 * as the axis, a mark per hit from its start as wide as it lasts.
 */
export function spotLayout(keywords: readonly string[], hits: readonly SpotHit[], duration: number, width: number): SpotLayout {
  const g = TIMELINE_GEOMETRY;
  const span = Math.max(1, duration, ...hits.map((hit) => hit.end));
  const axis = timeAxis(span, width);
  const rows = keywords.map((keyword, index) => ({
    keyword,
    y: g.topPad + index * (g.rowHeight + g.rowGap),
    marks: hits.filter((hit) => hit.keyword === keyword).map((hit) => axis.mark(hit.start, hit.end, hit)),
  }));
  const axisY = g.topPad + rows.length * (g.rowHeight + g.rowGap);
  return {
    width, height: axisY + g.axisHeight, plotLeft: axis.plotLeft, plotRight: axis.plotRight,
    barWidth: axis.x(duration > 0 ? duration : span) - axis.plotLeft, rows, ticks: axis.ticks, axisY,
  };
}
