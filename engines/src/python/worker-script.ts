import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The path of one of the engine layer's Python workers (engines/python/NAME). Found from where the
 * package resolves rather than from this file, so it is the same from the TypeScript sources and
 * from the host's bundle (server/dist), which the package's files are not copied into.
 */
export function workerScript(name: string): string {
  const entry = createRequire(import.meta.url).resolve('@speechdeck/engines'); // engines/src/index.ts
  return join(dirname(entry), '..', 'python', name);
}
