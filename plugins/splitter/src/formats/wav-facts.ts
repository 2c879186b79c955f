/** What the page and the CLI tell of a channel: its rate and length, read from the WAV's own header. */
export interface WavFacts {
  sampleRate: number;
  seconds: number;
}

/**
 * Reads a 16-bit mono WAV's header (the chunks before its samples): the whole file, or its first
 * bytes with the file's size. Null for anything that is not one. The host's answer says its rate
 * nowhere else the page and the CLI can read.
 */
export function wavFacts(bytes: ArrayBuffer, fileSize = bytes.byteLength): WavFacts | null {
  const view = new DataView(bytes);
  const tag = (at: number) => String.fromCharCode(...new Uint8Array(bytes, at, 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let sampleRate = 0;
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ' && at + 16 <= bytes.byteLength) sampleRate = view.getUint32(at + 12, true);
    if (tag(at) === 'data') {
      const samples = Math.floor(Math.min(size, fileSize - at - 8) / 2);
      return sampleRate > 0 ? { sampleRate, seconds: samples / sampleRate } : null;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
