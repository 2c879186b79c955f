import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAudioController, speakerColors } from '@speechdeck/core/web';
import type { SpeakerSegment } from '../../../contract/sv-api.ts';
import { renderWithPlatform } from '../../testing/render-with-platform.tsx';
import { speakerRows } from './speaker-rows.ts';
import { SpeakerTimeline } from './speaker-timeline.tsx';
import { axisTicks, spanOnAxis } from './timeline-scale.ts';

afterEach(cleanup);

const SEGMENTS: SpeakerSegment[] = [
  { start: 0.5, end: 4, spk: 'S2' },
  { start: 4.2, end: 9, spk: 'S1' },
  { start: 9.5, end: 12, spk: 'S2' },
  { start: 12, end: 20, spk: 'S1' },
];

function renderTimeline(duration = 20) {
  const player = createAudioController();
  const seek = vi.spyOn(player, 'seek');
  const speakers = speakerRows({ segments: SEGMENTS, speakers: [] }, speakerColors(SEGMENTS));
  renderWithPlatform(<SpeakerTimeline segments={SEGMENTS} speakers={speakers} duration={duration} player={player} />);
  return { player, seek };
}

const position = (element: HTMLElement) => ({ left: parseFloat(element.style.left), width: parseFloat(element.style.width) });

describe('SpeakerTimeline', () => {
  it('draws one lane per speaker, in order of first turn, holding only that speaker\'s turns', () => {
    renderTimeline();
    const lanes = screen.getAllByTestId('speaker-lane');
    expect(lanes.map((lane) => lane.getAttribute('aria-label'))).toEqual(['S2', 'S1']);
    const [s2, s1] = lanes.map((lane) => within(lane).getAllByTestId('speaker-turn'));
    expect(s2!.map((bar) => bar.getAttribute('aria-label'))).toEqual(['S2, 0:00.5 to 0:04.0: play from here', 'S2, 0:09.5 to 0:12.0: play from here']);
    expect(s1).toHaveLength(2);
    // Each speaker keeps its number's colour: S1 the palette's first, S2 its second.
    expect(s1![0]!.style.background).not.toBe(s2![0]!.style.background);
  });

  it('places each bar from its start to its end on the recording\'s time axis', () => {
    renderTimeline(20);
    const [s2, s1] = screen.getAllByTestId('speaker-lane').map((lane) => within(lane).getAllByTestId('speaker-turn').map(position));
    expect(s2![0]!.left).toBeCloseTo(2.5);
    expect(s2![0]!.width).toBeCloseTo(17.5);
    expect(s1![1]!.left).toBeCloseTo(60);
    expect(s1![1]!.width).toBeCloseTo(40);
    // Later turns sit further right, and no bar passes the axis' end.
    expect(s1![0]!.left).toBeLessThan(s1![1]!.left);
    for (const bar of [...s1!, ...s2!]) expect(bar.left + bar.width).toBeLessThanOrEqual(100.0001);
  });

  it('plays from a turn\'s start when its bar is clicked, and moves the playhead there', () => {
    const { seek, player } = renderTimeline();
    const s1 = within(screen.getAllByTestId('speaker-lane')[1]!).getAllByTestId('speaker-turn');
    fireEvent.click(s1[1]!);
    expect(seek).toHaveBeenCalledWith(12, { play: true });
    expect(player.getSnapshot().time).toBe(12);
  });

  it('is one Tab stop per lane, its turns reached with the arrow keys', () => {
    renderTimeline();
    const s2 = within(screen.getAllByTestId('speaker-lane')[0]!).getAllByTestId('speaker-turn');
    expect(s2.map((bar) => bar.tabIndex)).toEqual([0, -1]);
    s2[0]!.focus();
    fireEvent.keyDown(s2[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(s2[1]);
    expect(s2.map((bar) => bar.tabIndex)).toEqual([-1, 0]);
    fireEvent.keyDown(s2[1]!, { key: 'Home' });
    expect(document.activeElement).toBe(s2[0]);
  });
});

describe('the time axis', () => {
  it('clamps stretches to the axis', () => {
    expect(spanOnAxis(-1, 5, 10)).toEqual({ left: 0, width: 50 });
    expect(spanOnAxis(8, 14, 10)).toEqual({ left: 80, width: 20 });
    expect(spanOnAxis(1, 2, 0)).toEqual({ left: 0, width: 0 });
  });

  it('labels round times, a few of them, from the start to the end', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(7)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const long = axisTicks(3725);
    expect(long.length).toBeLessThanOrEqual(9);
    expect(long.every((tick) => tick % 60 === 0)).toBe(true);
  });
});
