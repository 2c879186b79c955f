import { useMemo, useState } from 'react';
import { formatTime, type SpeakerColors } from '@speechdeck/core/web';
import type { SpotHit } from '../../contract/kws-api.ts';
import { TIMELINE_GEOMETRY } from '../timeline/timeline-layout.ts';
import { pickOnKey, shortLabel, TimelineTicks, useMeasuredWidth } from '../timeline/timeline-parts.tsx';
import { spotLayout, type SpotMark } from './spot-layout.ts';

export interface SpotTimelineLabels {
  /** The figure's accessible name. */
  title: string;
  /** A mark's accessible name: keyword, time and score. */
  mark: (keyword: string, time: string, score: string) => string;
  /** The tooltip's score line. */
  score: (score: string) => string;
}

interface SpotTimelineProps {
  keywords: readonly string[];
  hits: readonly SpotHit[];
  duration: number;
  colors: SpeakerColors;
  /** The hit last played, drawn outlined. */
  selected: SpotHit | null;
  labels: SpotTimelineLabels;
  onPick: (hit: SpotHit) => void;
  initialWidth?: number;
}

export const percent = (score: number) => `${Math.round(score * 100)} %`;

/**
 * One recording's hits on a time axis: a row per keyword in its colour, a mark per hit as long as
 * it lasts and as opaque as its score is high. Marks are buttons (click, Enter or Space) that play
 * from there; hovering or focusing one shows its time and score.
 */
export function SpotTimeline({ keywords, hits, duration, colors, selected, labels, onPick, initialWidth = 900 }: SpotTimelineProps) {
  const { box, width } = useMeasuredWidth(initialWidth);
  const [active, setActive] = useState<{ mark: SpotMark; y: number } | null>(null);
  const layout = useMemo(() => spotLayout(keywords, hits, duration, width), [keywords, hits, duration, width]);
  const g = TIMELINE_GEOMETRY;

  return (
    <div ref={box} className="kws-timeline">
      <svg className="kws-timeline__svg" width={layout.width} height={layout.height} role="group" aria-label={labels.title}>
        <TimelineTicks ticks={layout.ticks} axisY={layout.axisY} />
        {layout.rows.map((row) => (
          <g key={row.keyword} className="kws-timeline__row" data-testid="kws-spot-row">
            <text className="kws-timeline__label" x={0} y={row.y + g.rowHeight / 2} dominantBaseline="middle" fill={colors.colorOf(row.keyword)}>
              <title>{row.keyword}</title>
              {shortLabel(row.keyword)}
            </text>
            <rect className="kws-timeline__file" x={layout.plotLeft} y={row.y + 11} width={layout.barWidth} height={g.rowHeight - 22} rx={3} aria-hidden="true" />
            {row.marks.map((mark) => {
              const { hit } = mark;
              return (
                <rect
                  key={`${hit.start}-${hit.end}`}
                  className={`kws-mark${hit === selected ? ' kws-mark--selected' : ''}`}
                  data-testid="kws-spot-mark"
                  x={mark.x}
                  y={row.y + 3}
                  width={mark.width}
                  height={g.rowHeight - 6}
                  rx={3}
                  fill={colors.colorOf(hit.keyword)}
                  fillOpacity={0.35 + 0.65 * hit.score}
                  role="button"
                  tabIndex={0}
                  aria-label={labels.mark(hit.keyword, formatTime(hit.start, { tenths: true }), percent(hit.score))}
                  onClick={() => onPick(hit)}
                  onKeyDown={pickOnKey(() => onPick(hit))}
                  onMouseEnter={() => setActive({ mark, y: row.y })}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive({ mark, y: row.y })}
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
          style={{ left: Math.min(Math.max(active.mark.x + active.mark.width / 2, 120), layout.width - 120), top: active.y - 6 }}
        >
          <span className="kws-tooltip__head">
            {active.mark.hit.keyword} · {formatTime(active.mark.hit.start, { tenths: true })}–{formatTime(active.mark.hit.end, { tenths: true })}
          </span>
          <span className="kws-tooltip__text">{labels.score(percent(active.mark.hit.score))}</span>
        </div>
      )}
    </div>
  );
}
