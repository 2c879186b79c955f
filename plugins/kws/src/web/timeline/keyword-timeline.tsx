import { useMemo, useState } from 'react';
import type { SegmentHit } from '@speechdeck/plugin-workspace';
import { formatTime, speakerColors } from '@speechdeck/core/web';
import { TIMELINE_GEOMETRY, timelineLayout, type TimelineFile, type TimelineMark } from './timeline-layout.ts';
import { pickOnKey, shortLabel, TimelineTicks, useMeasuredWidth } from './timeline-parts.tsx';

export interface KeywordTimelineLabels {
  /** The figure's accessible name. */
  title: string;
  /** A mark's accessible name: file, time, speaker and sentence. */
  mark: (fileName: string, time: string, speaker: string | null, sentence: string) => string;
}

interface KeywordTimelineProps {
  files: readonly TimelineFile[];
  hits: readonly SegmentHit[];
  /** The hit being played, drawn outlined. */
  selected: { processId: string; position: number } | null;
  labels: KeywordTimelineLabels;
  onPick: (hit: SegmentHit) => void;
  /** Width before the first measurement (and in tests). */
  initialWidth?: number;
}

/**
 * Keyword hits on a time axis: one row per file, the file's length as a bar, a mark per hit from
 * its start as wide as its segment, in its speaker's colour. Marks are buttons (click, Enter or
 * Space) that play from there; hovering or focusing one shows its sentence.
 */
export function KeywordTimeline({ files, hits, selected, labels, onPick, initialWidth = 900 }: KeywordTimelineProps) {
  const { box, width } = useMeasuredWidth(initialWidth);
  const [active, setActive] = useState<TimelineMark | null>(null);
  const layout = useMemo(() => timelineLayout(files, hits, width), [files, hits, width]);
  const colors = useMemo(() => speakerColors(hits), [hits]);
  const g = TIMELINE_GEOMETRY;

  return (
    <div ref={box} className="kws-timeline">
      <svg className="kws-timeline__svg" width={layout.width} height={layout.height} role="group" aria-label={labels.title}>
        <TimelineTicks ticks={layout.ticks} axisY={layout.axisY} />
        {layout.rows.map((row) => (
          <g key={row.processId} className="kws-timeline__row" data-testid="kws-row">
            <text className="kws-timeline__label" x={0} y={row.y + g.rowHeight / 2} dominantBaseline="middle">
              <title>{row.fn}</title>
              {shortLabel(row.fn)}
            </text>
            <rect className="kws-timeline__file" x={layout.plotLeft} y={row.y + 11} width={row.barWidth} height={g.rowHeight - 22} rx={3} aria-hidden="true" />
            {row.marks.map((mark) => {
              const { hit } = mark;
              const isSelected = selected?.processId === hit.processId && selected.position === hit.position;
              return (
                <rect
                  key={hit.position}
                  className={`kws-mark${isSelected ? ' kws-mark--selected' : ''}`}
                  data-testid="kws-mark"
                  x={mark.x}
                  y={row.y + 3}
                  width={mark.width}
                  height={g.rowHeight - 6}
                  rx={3}
                  fill={colors.colorOf(hit.spk)}
                  role="button"
                  tabIndex={0}
                  aria-label={labels.mark(row.fn, formatTime(hit.start), hit.spk, hit.sent)}
                  onClick={() => onPick(hit)}
                  onKeyDown={pickOnKey(() => onPick(hit))}
                  onMouseEnter={() => setActive(mark)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(mark)}
                  onBlur={() => setActive(null)}
                />
              );
            })}
          </g>
        ))}
      </svg>
      {active && (
        <div
          className="kws-tooltip"
          role="presentation"
          aria-hidden="true"
          style={{
            left: Math.min(Math.max(active.x + active.width / 2, 120), layout.width - 120),
            top: (layout.rows.find((row) => row.processId === active.hit.processId)?.y ?? 0) - 6,
          }}
        >
          <span className="kws-tooltip__head">
            {formatTime(active.hit.start, { tenths: true })}–{formatTime(active.hit.end, { tenths: true })}
            {active.hit.spk ? ` · ${active.hit.spk}` : ''}
          </span>
          <span className="kws-tooltip__text">{active.hit.sent}</span>
        </div>
      )}
    </div>
  );
}
