import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SegmentHit } from '@speechdeck/plugin-workspace';
import { KeywordTimeline } from './keyword-timeline.tsx';
import { TIMELINE_GEOMETRY as G, tickStep, timelineLayout } from './timeline-layout.ts';

afterEach(cleanup);

const hit = (processId: string, position: number, start: number, end: number, spk: string | null = 'S1'): SegmentHit => ({
  processId, position, start, end, spk, userId: 1, fn: `${processId}.mp3`, sent: `sentence ${position}`, kw: ['budget'], oa: null,
});

const FILES = [
  { processId: 'b', fn: 'b.mp3', duration: 60 },
  { processId: 'a', fn: 'a.mp3', duration: 120 },
  { processId: 'c', fn: 'c.mp3', duration: 30 },
];
const HITS = [hit('a', 3, 60, 90), hit('b', 0, 0, 0.1, 'S2'), hit('a', 1, 30, 36)];
const WIDTH = 1000;

describe('timelineLayout', () => {
  const layout = timelineLayout(FILES, HITS, WIDTH);
  const plot = WIDTH - G.rightPad - G.labelWidth;

  it('draws one row per file with hits, in the files\' order, on an axis as long as the longest', () => {
    expect(layout.rows.map((row) => row.processId)).toEqual(['b', 'a']);
    expect(layout.span).toBe(120);
    expect(layout.rows.map((row) => row.y)).toEqual([G.topPad, G.topPad + G.rowHeight + G.rowGap]);
    expect(layout.rows[0]!.barWidth).toBeCloseTo(plot / 2);
    expect(layout.rows[1]!.barWidth).toBeCloseTo(plot);
    expect(layout.height).toBe(layout.axisY + G.axisHeight);
  });

  it('puts each mark at its start, as wide as its segment, never thinner than the minimum', () => {
    const [first, second] = layout.rows[1]!.marks;
    expect(first!.hit.position).toBe(1);
    expect(first!.x).toBeCloseTo(G.labelWidth + (30 / 120) * plot);
    expect(first!.width).toBeCloseTo((6 / 120) * plot);
    expect(second!.x).toBeCloseTo(G.labelWidth + plot / 2);
    expect(second!.width).toBeCloseTo(plot / 4);
    expect(layout.rows[0]!.marks[0]!.width).toBe(G.minMarkWidth);
  });

  it('ticks the axis at a readable step from 0 to the end', () => {
    expect(tickStep(120, 9)).toBe(15);
    expect(tickStep(3 * 3600, 8)).toBe(1800);
    expect(layout.ticks[0]).toEqual({ seconds: 0, x: G.labelWidth });
    expect(layout.ticks.at(-1)!.seconds).toBeLessThanOrEqual(120);
    expect(layout.ticks.at(-1)!.x).toBeLessThanOrEqual(WIDTH - G.rightPad);
  });

  it('places hits of a file it was not told about after the others, as long as its last hit', () => {
    const other = timelineLayout(FILES, [...HITS, hit('z', 0, 100, 130)], WIDTH);
    expect(other.rows.map((row) => row.processId)).toEqual(['b', 'a', 'z']);
    expect(other.span).toBe(130);
    expect(other.rows[2]!.fn).toBe('z.mp3');
  });
});

describe('KeywordTimeline', () => {
  const labels = { title: 'Hits of budget', mark: (file: string, time: string, speaker: string | null, sentence: string) => `Play ${file} from ${time}, ${speaker}: ${sentence}` };

  it('renders the marks where the layout puts them, as buttons that pick their hit', () => {
    const onPick = vi.fn();
    render(<KeywordTimeline files={FILES} hits={HITS} selected={null} labels={labels} onPick={onPick} initialWidth={WIDTH} />);
    const figure = screen.getByRole('group', { name: 'Hits of budget' });
    expect(within(figure).getAllByTestId('kws-row')).toHaveLength(2);
    const mark = within(figure).getByRole('button', { name: 'Play a.mp3 from 1:00, S1: sentence 3' });
    const expected = timelineLayout(FILES, HITS, WIDTH).rows[1]!.marks[1]!;
    expect(Number(mark.getAttribute('x'))).toBeCloseTo(expected.x);
    expect(Number(mark.getAttribute('width'))).toBeCloseTo(expected.width);

    fireEvent.click(mark);
    expect(onPick).toHaveBeenLastCalledWith(HITS[0]);
    fireEvent.keyDown(within(figure).getByRole('button', { name: /^Play b\.mp3/ }), { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(HITS[1]);
  });

  it('shows the sentence of a hovered or focused mark', () => {
    render(<KeywordTimeline files={FILES} hits={HITS} selected={null} labels={labels} onPick={() => {}} initialWidth={WIDTH} />);
    const mark = screen.getByRole('button', { name: /^Play a\.mp3 from 0:30/ });
    fireEvent.focus(mark);
    expect(document.querySelector('.kws-tooltip')?.textContent).toContain('sentence 1');
    fireEvent.blur(mark);
    expect(document.querySelector('.kws-tooltip')).toBeNull();
  });
});
