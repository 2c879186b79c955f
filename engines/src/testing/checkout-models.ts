import { join, resolve } from 'node:path';
import type { InstalledModels } from '@speechdeck/core/server';
import { ManifestModels } from '../models/manifest-models.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * This checkout's models as its host finds them (models/manifest.json; SPEECHDECK_MODELS_DIR,
 * default models/installed; SPEECHDECK_MODELS=none), for engine tests, the services' quality floors
 * and the benches, which measure the engines a host would pick. `none`: as a host without models.
 */
export function checkoutModels({ none = process.env.SPEECHDECK_MODELS === 'none' }: { none?: boolean } = {}): InstalledModels {
  return new ManifestModels({
    manifest: join(ROOT, 'models', 'manifest.json'),
    dir: resolve(ROOT, process.env.SPEECHDECK_MODELS_DIR ?? 'models/installed'),
    disabled: none,
  });
}
