import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import { dirname } from 'node:path';

/** Temp files being written right now, removed if the process exits half-way (a second Ctrl+C). */
const pending = new Set<string>();
process.on('exit', () => pending.forEach((temp) => void unlinkSyncQuietly(temp)));

/**
 * Writes a sibling temp file and renames it over `path`, so the file is either absent or whole:
 * resume takes an existing output as done, and a half-written one must never look done.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  pending.add(temp);
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  } finally {
    pending.delete(temp);
  }
}

function unlinkSyncQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already renamed or never created.
  }
}
