import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout: the host runs from server/src (tsx) or server/dist (compiled), two folders down either way. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const DATABASE = 'speechdeck.sqlite';

/**
 * Where the host keeps its state. SPEECHDECK_DATA_DIR, a relative value taken from the repository
 * root rather than from the folder the host happens to start in (`pnpm start` runs it in server/);
 * unset, `<root>/data`. Earlier versions wrote to server/data by accident: when only that folder
 * holds a database it stays in use, with a notice to move it, so no account seems lost.
 */
export function resolveDataDir(configured: string | undefined, root = REPO_ROOT): { dir: string; notice?: string } {
  if (configured) return { dir: isAbsolute(configured) ? configured : resolve(root, configured) };
  const dir = join(root, 'data');
  const earlier = join(root, 'server', 'data');
  if (existsSync(join(dir, DATABASE)) || !existsSync(join(earlier, DATABASE))) return { dir };
  return {
    dir: earlier,
    notice: `using the data of an earlier version in ${earlier}: stop the host and move that folder to ${dir} (or set SPEECHDECK_DATA_DIR=${relative(root, earlier)})`,
  };
}
