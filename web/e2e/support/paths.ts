import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built dashboard the tests serve: `pnpm --filter @speechdeck/web build` makes it. */
export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** Screenshots for a reviewer to look at (gitignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../.test-output/screenshots', import.meta.url));

export function assertBuilt(): void {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`no built dashboard in ${WEB_DIST}: run 'pnpm --filter @speechdeck/web build' first`);
  }
}
