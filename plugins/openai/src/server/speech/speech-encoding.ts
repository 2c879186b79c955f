import { SYNTHESIS_LIMITS } from '@speechdeck/core';
import type { SpeechFormat } from '../../contract/openai-api.ts';

/**
 * ffmpeg's output options per OpenAI format. `pcm` is OpenAI's raw stream: 24 kHz, 16-bit
 * little-endian, mono, no header; opus goes in Ogg at 24 kHz (a rate libopus takes), as OpenAI's.
 */
export const SPEECH_OUTPUT: Record<SpeechFormat, readonly string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-q:a', '5', '-f', 'mp3'],
  opus: ['-ar', '24000', '-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'],
  aac: ['-c:a', 'aac', '-b:a', '64k', '-f', 'adts'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  pcm: ['-ar', '24000', '-c:a', 'pcm_s16le', '-f', 's16le'],
};

export const SPEECH_CONTENT_TYPES: Record<SpeechFormat, string> = {
  mp3: 'audio/mpeg', opus: 'audio/ogg', aac: 'audio/aac', flac: 'audio/flac', wav: 'audio/wav', pcm: 'audio/pcm',
};

/**
 * OpenAI's speed (0.25-4) as our engines' rate (0.5-2, SYNTHESIS_LIMITS) and, past those bounds,
 * the rest as ffmpeg's `atempo` on the synthesized audio (which keeps the pitch).
 */
export function rateAndTempo(speed: number): { rate: number; tempo: number } {
  const rate = Math.min(SYNTHESIS_LIMITS.rate.max, Math.max(SYNTHESIS_LIMITS.rate.min, speed));
  return { rate, tempo: speed / rate };
}

export function outputArgs(format: SpeechFormat, tempo: number): string[] {
  const filter = Math.abs(tempo - 1) > 1e-6 ? ['-af', `atempo=${tempo}`] : [];
  return ['-ac', '1', ...filter, ...SPEECH_OUTPUT[format]];
}
