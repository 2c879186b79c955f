import { readFileSync } from 'node:fs';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
}

/**
 * The entries of a zip file, read by its central directory as unzip does (no zip library is a
 * dependency of the tests): name, compression method and the bytes as stored.
 */
export function readZip(path: string): ZipEntry[] {
  const zip = readFileSync(path);
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, method, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
