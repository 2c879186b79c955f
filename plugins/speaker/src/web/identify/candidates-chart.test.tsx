import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { CandidatesChart, chartScale } from './candidates-chart.tsx';

afterEach(cleanup);

const percent = (element: HTMLElement, property: 'left' | 'width') => Number.parseFloat(element.style[property]);

describe('CandidatesChart', () => {
  it('draws a bar per candidate, best first, as long as its score, with the threshold line across every row', () => {
    const identification = { spk: 'Ayşe', threshold: 0.6, candidates: [{ spk: 'Ayşe', score: 0.82 }, { spk: 'Bob', score: 0.41 }, { spk: 'Carol', score: 0.1 }] };
    renderWithPlatform(<CandidatesChart identification={identification} />);
    const chart = screen.getByRole('figure', { name: 'The 3 enrolled speakers’ scores, best first' });
    const rows = within(chart).getAllByTestId('candidate');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ayşe0.82 (at or above the threshold)',
      'Bob0.41 (below the threshold)',
      'Carol0.10 (below the threshold)',
    ]);
    const bars = within(chart).getAllByTestId('candidate-bar');
    // On a 0..1 scale, a bar starts at 0 and is as wide as the score.
    expect(bars.map((bar) => percent(bar, 'left'))).toEqual([0, 0, 0]);
    expect(bars.map((bar) => Math.round(percent(bar, 'width')))).toEqual([82, 41, 10]);
    expect(bars.map((bar) => bar.classList.contains('sv-chart__bar--above'))).toEqual([true, false, false]);
    const lines = chart.querySelectorAll<HTMLElement>('.sv-chart__threshold');
    expect([...lines].map((line) => percent(line, 'left'))).toEqual([60, 60, 60]);
    expect(rows[0]!.classList.contains('sv-chart__row--chosen')).toBe(true);
    expect(within(chart).getByText('Threshold 0.60: a score here or above names the speaker.', { exact: false })).toBeTruthy();
  });

  it('marks no row as the answer when nobody matched', () => {
    renderWithPlatform(<CandidatesChart identification={{ spk: null, threshold: 0.6, candidates: [{ spk: 'Bob', score: 0.3 }] }} />);
    expect(screen.getByRole('figure', { name: 'The enrolled speaker’s score' })).toBeTruthy();
    expect(document.querySelector('.sv-chart__row--chosen')).toBeNull();
  });
});

describe('chartScale', () => {
  it('reaches below 0 for a negative score, so its bar goes left of the zero line', () => {
    const position = chartScale([0.5, -0.25], 0.4);
    expect(position(-0.25)).toBe(0);
    expect(position(0)).toBe(20);
    expect(position(1)).toBe(100);
  });
  it('stretches past 1 for a score above it', () => {
    expect(chartScale([2], 0.5)(2)).toBe(100);
    expect(chartScale([2], 0.5)(1)).toBe(50);
  });
});
