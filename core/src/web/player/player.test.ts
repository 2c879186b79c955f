import { describe, expect, it } from 'vitest';
import { createAudioController } from './audio-controller.ts';
import { regionAt } from './draw-waveform.ts';
import { formatTime } from './format-time.ts';
import { NO_SPEAKER_COLOR, SPEAKER_PALETTE, speakerColors } from './speaker-palette.ts';
import { peaksOf } from './waveform-peaks.ts';

describe('formatTime', () => {
  it('reads like a player: minutes, hours past the hour, tenths on request', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.34)).toBe('1:15');
    expect(formatTime(75.34, { tenths: true })).toBe('1:15.3');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(-4)).toBe('0:00');
    expect(formatTime(Number.NaN, { tenths: true })).toBe('0:00.0');
  });
});

describe('speakerColors', () => {
  it('gives S<n> the n-th colour wherever it appears, other names the free ones, nobody a neutral colour', () => {
    const colors = speakerColors([{ spk: 'S2' }, { spk: 'Alice' }, { spk: 'S1' }, { spk: null }, { spk: 'S2' }]);
    expect(colors.speakers).toEqual(['S2', 'Alice', 'S1']);
    expect(colors.colorOf('S1')).toBe(SPEAKER_PALETTE[0]);
    expect(colors.colorOf('S2')).toBe(SPEAKER_PALETTE[1]);
    expect(colors.colorOf('Alice')).toBe(SPEAKER_PALETTE[2]);
    expect(colors.colorOf(null)).toBe(NO_SPEAKER_COLOR);
    expect(speakerColors([{ spk: 'S2' }]).colorOf('S2')).toBe(SPEAKER_PALETTE[1]);
  });
});

describe('waveform', () => {
  it('peaksOf takes the loudest sample per slice over all channels, scaled to the loudest slice', () => {
    const left = Float32Array.from([0.1, -0.2, 0, 0.05, 0.4, 0, 0, 0]);
    const right = Float32Array.from([0, 0, 0, 0, 0, -0.8, 0, 0.2]);
    expect(Array.from(peaksOf([left, right], 4)).map((value) => Math.round(value * 100) / 100)).toEqual([0.25, 0.06, 1, 0.25]);
    expect(Array.from(peaksOf([new Float32Array(0)], 3))).toEqual([0, 0, 0]);
  });

  it('regionAt finds the region under a time, or none in a gap', () => {
    const regions = [{ start: 0, end: 2, color: 'a' }, { start: 3, end: 5, color: 'b' }];
    expect(regionAt(regions, 1)?.color).toBe('a');
    expect(regionAt(regions, 2.5)).toBeNull();
    expect(regionAt(regions, 4.99)?.color).toBe('b');
    expect(regionAt(regions, 5)).toBeNull();
  });
});

describe('createAudioController', () => {
  it('remembers a seek made before there is any media and tells its listeners', () => {
    const controller = createAudioController();
    let calls = 0;
    controller.subscribe(() => calls++);
    controller.seek(12.5, { play: true });
    expect(controller.getSnapshot()).toMatchObject({ time: 12.5, playing: false, ready: false });
    expect(calls).toBe(1);
    controller.seek(-3);
    expect(controller.getSnapshot().time).toBe(0);
  });
});
