/** Where a stretch of time sits on a time axis of `duration` seconds, in percent of its width (clamped to the axis). */
export function spanOnAxis(start: number, end: number, duration: number): { left: number; width: number } {
  if (duration <= 0) return { left: 0, width: 0 };
  const clamp = (seconds: number) => Math.min(duration, Math.max(0, seconds));
  const from = clamp(start);
  return { left: (from / duration) * 100, width: ((clamp(end) - from) / duration) * 100 };
}

const STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

/** Round times for the axis' labels: the smallest step that gives at most `most` intervals, from 0 to the end. */
export function axisTicks(duration: number, most = 8): number[] {
  if (duration <= 0) return [0];
  const step = STEPS.find((candidate) => duration / candidate <= most) ?? Math.ceil(duration / most / 3600) * 3600;
  const ticks: number[] = [];
  for (let seconds = 0; seconds <= duration + 1e-9; seconds += step) ticks.push(seconds);
  return ticks;
}
