import { join } from 'node:path';
import type { InstalledModels } from '@speechdeck/core/server';
import { ManifestModels } from '@speechdeck/engines';

/** The Piper voice the tests and the bench measure. */
export const JOE_MODEL = 'piper-en-us-joe-medium';

const ROOT = new URL('../../../../../../', import.meta.url).pathname;

/**
 * The checkout's installed models, as a test host finds them (models/installed, checked against
 * models/manifest.json; a test host ignores the developer's SPEECHDECK_MODELS settings); `none`:
 * as a host with SPEECHDECK_MODELS=none finds them.
 */
export function installedModels({ none = false }: { none?: boolean } = {}): InstalledModels {
  return new ManifestModels({ manifest: join(ROOT, 'models', 'manifest.json'), dir: join(ROOT, 'models', 'installed'), disabled: none });
}
