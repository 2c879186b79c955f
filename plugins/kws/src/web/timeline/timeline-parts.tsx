import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatTime } from '@speechdeck/core/web';
import { TIMELINE_GEOMETRY, type TimelineTick } from './timeline-layout.ts';

/** The width of the element `ref` is put on, followed as it resizes; `initialWidth` until measured (and in jsdom). */
export function useMeasuredWidth(initialWidth: number) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/** The axis' ticks: a dashed line up through the rows and the time under it. */
export function TimelineTicks({ ticks, axisY }: { ticks: readonly TimelineTick[]; axisY: number }) {
  return ticks.map((tick) => (
    <g key={tick.seconds} className="kws-timeline__tick" aria-hidden="true">
      <line x1={tick.x} x2={tick.x} y1={TIMELINE_GEOMETRY.topPad - 4} y2={axisY} />
      <text x={tick.x} y={axisY + 17} textAnchor="middle">{formatTime(tick.seconds)}</text>
    </g>
  ));
}

const LABEL_CHARS = 24;
/** A row's label, cut to fit beside the axis (the whole of it in its tooltip). */
export const shortLabel = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

/** A mark's key handler: Enter or Space picks it, as a click does. */
export function pickOnKey(pick: () => void) {
  return (event: KeyboardEvent<SVGRectElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    pick();
  };
}
