import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speakerColors } from '@speechdeck/core/web';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';
import { renderWithPlatform } from '../../testing/render-with-platform.tsx';
import { speakerRows, wholePercents } from './speaker-rows.ts';
import { SpeakingTimeChart } from './speaking-time-chart.tsx';

afterEach(cleanup);

const ANALYSIS: Pick<SpeakerAnalysis, 'segments' | 'speakers'> = {
  segments: [
    { start: 0, end: 10, spk: 'S1' },
    { start: 10, end: 20, spk: 'S2' },
    { start: 20, end: 30, spk: 'S3' },
    { start: 30, end: 32.5, spk: 'S1' },
  ],
  speakers: [
    { spk: 'S1', seconds: 12.5, enrolled: false, score: null },
    { spk: 'S2', seconds: 10, enrolled: false, score: null },
    { spk: 'S3', seconds: 10, enrolled: false, score: null },
  ],
};

const number = (text: string, pattern: RegExp) => Number(pattern.exec(text)![1]);

describe('SpeakingTimeChart', () => {
  it('gives each speaker a bar with its seconds and its share, the shares adding up to 100 % and the seconds to the total', () => {
    const speakers = speakerRows(ANALYSIS, speakerColors(ANALYSIS.segments));
    renderWithPlatform(<SpeakingTimeChart speakers={speakers} duration={40} />);
    const values = screen.getAllByTestId('speaking-time-value').map((value) => value.textContent!);
    expect(values).toEqual(['12.5 s · 38%', '10.0 s · 31%', '10.0 s · 31%']);
    expect(values.reduce((sum, value) => sum + number(value, /(\d+)%/), 0)).toBe(100);
    const seconds = values.reduce((sum, value) => sum + number(value, /^([\d.]+) s/), 0);
    expect(screen.getByTestId('speaking-time-total').textContent).toBe(`${seconds.toFixed(1)} s of speech in 0:40`);
    // The longest speaker fills its row; the others in proportion.
    const fills = screen.getAllByTestId('speaking-time-row').map((row) => parseFloat(row.querySelector<HTMLElement>('.sa-chart__fill')!.style.width));
    expect(fills[0]).toBe(100);
    expect(fills[1]).toBeCloseTo(80);
  });

  it('sums the turns of a speaker the host gave no time for', () => {
    const rows = speakerRows({ segments: ANALYSIS.segments, speakers: [] }, speakerColors(ANALYSIS.segments));
    expect(rows.map((row) => [row.spk, row.seconds, row.turns])).toEqual([['S1', 12.5, 2], ['S2', 10, 1], ['S3', 10, 1]]);
  });
});

describe('wholePercents', () => {
  it('rounds shares so they always add up to exactly 100', () => {
    for (const values of [[1, 1, 1], [2, 1], [0.3, 0.3, 0.3, 0.1], [5, 7, 11, 13, 17, 19, 23], [1e-3, 1000]]) {
      const percents = wholePercents(values);
      expect(percents.reduce((sum, value) => sum + value, 0)).toBe(100);
      const total = values.reduce((sum, value) => sum + value, 0);
      percents.forEach((percent, index) => expect(Math.abs(percent - (values[index]! / total) * 100)).toBeLessThan(1));
    }
  });

  it('is all zero when nobody spoke', () => {
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });
});
