import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A file of the host's build (`pnpm --filter @speechdeck/server build` writes server/dist), found
 * beside the package the kit depends on, wherever the workspace is.
 */
export function serverDistFile(name: string): string {
  const entry = createRequire(import.meta.url).resolve('@speechdeck/server'); // server/src/index.ts
  return join(dirname(entry), '..', 'dist', name);
}
