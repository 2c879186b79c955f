import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakerColors } from '@speechdeck/core/web';
import type { SpotHit } from '../../contract/kws-api.ts';
import { TIMELINE_GEOMETRY as G } from '../timeline/timeline-layout.ts';
import { spotLayout } from './spot-layout.ts';
import { SpotTimeline } from './spot-timeline.tsx';

afterEach(cleanup);

const HITS: SpotHit[] = [
  { keyword: 'budget', start: 10, end: 10.5, score: 0.9 },
  { keyword: 'refund', start: 30, end: 30.6, score: 0.4 },
  { keyword: 'budget', start: 50, end: 50.4, score: 0.7 },
];
const KEYWORDS = ['budget', 'invoice', 'refund'];
const WIDTH = 1000;

describe('spotLayout', () => {
  const layout = spotLayout(KEYWORDS, HITS, 60, WIDTH);
  const plot = WIDTH - G.rightPad - G.labelWidth;

  it('has a row per keyword in the order asked, one without hits too, on an axis as long as the recording', () => {
    expect(layout.rows.map((row) => [row.keyword, row.marks.length])).toEqual([['budget', 2], ['invoice', 0], ['refund', 1]]);
    expect(layout.rows.map((row) => row.y)).toEqual([0, 1, 2].map((i) => G.topPad + i * (G.rowHeight + G.rowGap)));
    expect(layout.barWidth).toBeCloseTo(plot);
    expect(layout.height).toBe(layout.axisY + G.axisHeight);
  });

  it('puts each mark at its start, as wide as it lasts, never thinner than the minimum', () => {
    const [first] = layout.rows[0]!.marks;
    expect(first!.x).toBeCloseTo(G.labelWidth + (10 / 60) * plot);
    expect(first!.width).toBeCloseTo(Math.max(G.minMarkWidth, (0.5 / 60) * plot));
    expect(layout.ticks[0]).toEqual({ seconds: 0, x: G.labelWidth });
  });

  it('stretches the axis to a hit past the stated length', () => {
    expect(spotLayout(['budget'], [{ keyword: 'budget', start: 70, end: 71, score: 1 }], 60, WIDTH).rows[0]!.marks[0]!.x).toBeLessThan(WIDTH - G.rightPad);
  });
});

describe('SpotTimeline', () => {
  const labels = { title: 'Hits on a time axis', mark: (k: string, time: string, score: string) => `Play ${k} from ${time}, score ${score}`, score: (s: string) => `Score ${s}` };
  const colors = speakerColors(KEYWORDS.map((spk) => ({ spk })));

  it('draws the marks as buttons in their keyword\'s colour, as solid as their score, that pick their hit', () => {
    const onPick = vi.fn();
    render(<SpotTimeline keywords={KEYWORDS} hits={HITS} duration={60} colors={colors} selected={null} labels={labels} onPick={onPick} initialWidth={WIDTH} />);
    const figure = screen.getByRole('group', { name: 'Hits on a time axis' });
    expect(within(figure).getAllByTestId('kws-spot-row')).toHaveLength(3);
    const refund = within(figure).getByRole('button', { name: 'Play refund from 0:30.0, score 40 %' });
    expect(refund.getAttribute('fill')).toBe(colors.colorOf('refund'));
    expect(Number(refund.getAttribute('fill-opacity'))).toBeCloseTo(0.35 + 0.65 * 0.4);
    fireEvent.click(refund);
    expect(onPick).toHaveBeenLastCalledWith(HITS[1]);
    fireEvent.keyDown(within(figure).getByRole('button', { name: /^Play budget from 0:50/ }), { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(HITS[2]);
    fireEvent.focus(refund);
    expect(document.querySelector('.kws-tooltip')?.textContent).toContain('Score 40 %');
  });
});
