import { open } from 'node:fs/promises';

/**
 * The Content-Type to serve stored media with, from its first bytes (stored files carry no
 * meaningful extension). Unknown content is served as octet-stream, which browsers won't sniff.
 */
export async function sniffMediaType(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
    if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
    if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)) return 'audio/mpeg';
    if (ascii(0, 4) === 'OggS') return 'audio/ogg';
    if (ascii(0, 4) === 'fLaC') return 'audio/flac';
    if (ascii(4, 8) === 'ftyp') return /^M4A|^M4B/.test(ascii(8, 12)) ? 'audio/mp4' : 'video/mp4';
    if (head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
    return 'application/octet-stream';
  } finally {
    await handle.close();
  }
}
