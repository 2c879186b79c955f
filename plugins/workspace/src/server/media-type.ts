import { buffer } from 'node:stream/consumers';
import type { MediaStorage } from '@speechdeck/core/server';

const HEAD_BYTES = 16;

/**
 * The Content-Type to serve a stored media file of `bytes` bytes with, from its first bytes (stored
 * files carry no meaningful extension). Unknown content is served as octet-stream, which browsers
 * won't sniff.
 */
export async function storedMediaType(media: Pick<MediaStorage, 'read'>, key: string, bytes: number): Promise<string> {
  // Zero-filled past the end of a shorter file; an empty one has no range to ask for.
  const head = Buffer.alloc(HEAD_BYTES);
  if (bytes > 0) (await buffer(await media.read(key, { start: 0, end: Math.min(HEAD_BYTES, bytes) - 1 }))).copy(head);
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(4, 8) === 'ftyp') return /^M4A|^M4B/.test(ascii(8, 12)) ? 'audio/mp4' : 'video/mp4';
  if (head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  return 'application/octet-stream';
}
