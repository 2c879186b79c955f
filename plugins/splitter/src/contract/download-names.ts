import { CHANNEL_SIDES } from './splitter-api.ts';

const MAX_BASE_CHARS = 100;

/** A recording's name without folders, extension or control characters; 'recording' when nothing is left. */
export function baseNameOf(originalName: string): string {
  const file = originalName.split(/[\\/]/).pop() ?? '';
  const stem = file.includes('.') ? file.slice(0, file.lastIndexOf('.')) : file;
  const clean = stem.replace(/\p{Cc}/gu, '').trim().slice(0, MAX_BASE_CHARS);
  return clean || 'recording';
}

/** The split's file names, as the host names its downloads: `call-left.wav`, `call-right.wav`, and for a recording of more channels `call-channel-2.wav`. */
export function channelFileName(base: string, channel: number): string {
  return `${base}-${CHANNEL_SIDES[channel] ?? `channel-${channel}`}.wav`;
}

/** The zip of every channel: `call-channels.zip`. */
export const zipFileName = (base: string) => `${base}-channels.zip`;
