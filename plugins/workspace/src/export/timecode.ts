/**
 * Clock times for subtitle and transcript files. Hours are never wrapped: a 2 h 5 min file shows
 * `02:05:00`, a 100 h one `100:00:00` (players accept more than two hour digits). Times are kept
 * within the media's bounds, so a forged result cannot write `2.7e+296:36:00`.
 */
import { MAX_MEDIA_SECONDS } from '../contract/recognition-result.ts';

/** A result's time in seconds, within [0, MAX_MEDIA_SECONDS]. */
export function mediaSeconds(seconds: number): number {
  return Math.min(Math.max(seconds, 0), MAX_MEDIA_SECONDS);
}

/** `HH:MM:SS` + separator + `mmm`; SRT uses `,`, WebVTT `.`. Input in whole milliseconds. */
export function clockWithMillis(ms: number, separator: ',' | '.'): string {
  const whole = Math.max(0, Math.round(ms));
  return `${clock(Math.floor(whole / 1000))}${separator}${pad(whole % 1000, 3)}`;
}

/** `HH:MM:SS` for a time in seconds, rounded down so a paragraph never claims to start late. */
export function clockSeconds(seconds: number): string {
  return clock(Math.floor(mediaSeconds(seconds)));
}

function clock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(totalSeconds % 60, 2)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
