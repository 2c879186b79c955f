import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monoWavHeader, readSampleRange, SAMPLE_RATE } from '@speechdeck/core/server';

/** A fresh folder under the OS temp dir and its remover, for one test file's outputs. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `speechdeck-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes float samples (-1..1) as a 16 kHz mono 16-bit WAV. */
export function writeWav(path: string, samples: Float32Array): string {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((x, i) => data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(x * 32767))), i * 2));
  const header = monoWavHeader(SAMPLE_RATE, data.length);
  writeFileSync(path, Buffer.concat([header, data]));
  return path;
}

/** A WAV whose header claims 8 kHz over 16 kHz samples: what an engine must refuse before it runs. */
export function writeWav8kClaim(path: string): string {
  const bytes = readFileSync(writeWav(path, new Float32Array(1600)));
  bytes.writeUInt32LE(8000, 24);
  writeFileSync(path, bytes);
  return path;
}

/** Runs ffmpeg quietly, for making test inputs in other formats. */
export function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** Whole samples of a 16 kHz mono WAV. */
export async function samplesOf(path: string): Promise<Float32Array> {
  return readSampleRange(path, 0, Number.MAX_SAFE_INTEGER / SAMPLE_RATE);
}

/** Cuts leading and trailing near-silence, so a part's start and end are its speech. */
function trimSilence(samples: Float32Array, level = 0.01): Float32Array {
  let first = 0;
  let last = samples.length - 1;
  while (first < last && Math.abs(samples[first]!) < level) first++;
  while (last > first && Math.abs(samples[last]!) < level) last--;
  return samples.subarray(first, last + 1);
}

/** espeak-ng speech (GPL-3, run as a program) as 16 kHz mono samples, silence trimmed. */
export async function speak(dir: string, voice: string[], text: string): Promise<Float32Array> {
  const raw = join(dir, 'espeak-raw.wav');
  const wav = join(dir, 'espeak-16k.wav');
  execFileSync('espeak-ng', [...voice, '-s', '160', '-w', raw, '--', text]);
  ffmpeg('-i', raw, '-ar', String(SAMPLE_RATE), '-ac', '1', '-c:a', 'pcm_s16le', wav);
  return trimSilence(await samplesOf(wav));
}

export interface Part {
  samples: Float32Array;
  label: string;
}

/** Joins parts with pauses of silence (plus a lead-in) into one WAV; answers where each part is. */
export function joinParts(path: string, parts: readonly Part[], pauseSec: number, leadSec = 0.3): { label: string; start: number; end: number }[] {
  const pause = Math.round(pauseSec * SAMPLE_RATE);
  const lead = Math.round(leadSec * SAMPLE_RATE);
  const total = lead * 2 + parts.reduce((sum, p) => sum + p.samples.length, 0) + pause * (parts.length - 1);
  const out = new Float32Array(total);
  const placed: { label: string; start: number; end: number }[] = [];
  let at = lead;
  for (const part of parts) {
    out.set(part.samples, at);
    placed.push({ label: part.label, start: at / SAMPLE_RATE, end: (at + part.samples.length) / SAMPLE_RATE });
    at += part.samples.length + pause;
  }
  writeWav(path, out);
  return placed;
}

/** Deterministic pseudo-random bytes (a corrupt "media" file must not depend on luck). */
export function pseudoRandomBytes(length: number, seed = 12345): Buffer {
  const out = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}
