/**
 * Clock times for subtitle and transcript files. Hours are never wrapped or capped: a 2 h 5 min
 * file shows `02:05:00`, a 100 h one `100:00:00` (players accept more than two hour digits).
 */

/** `HH:MM:SS` + separator + `mmm`; SRT uses `,`, WebVTT `.`. Input in whole milliseconds. */
export function clockWithMillis(ms: number, separator: ',' | '.'): string {
  const whole = Math.max(0, Math.round(ms));
  return `${clock(Math.floor(whole / 1000))}${separator}${pad(whole % 1000, 3)}`;
}

/** `HH:MM:SS` for a time in seconds, rounded down so a paragraph never claims to start late. */
export function clockSeconds(seconds: number): string {
  return clock(Math.max(0, Math.floor(seconds)));
}

function clock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(totalSeconds % 60, 2)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
