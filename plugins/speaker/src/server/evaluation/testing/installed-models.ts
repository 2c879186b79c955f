import { join, resolve } from 'node:path';
import { ManifestModels } from '@speechdeck/engines';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..', '..', '..');

/**
 * The models as a host of this checkout finds them (SPEECHDECK_MODELS, SPEECHDECK_MODELS_DIR), for
 * the quality floor and `pnpm bench speaker-quality`, which measure the engines the host would pick.
 */
export const installedModels = () =>
  new ManifestModels({
    manifest: join(ROOT, 'models', 'manifest.json'),
    dir: resolve(ROOT, process.env.SPEECHDECK_MODELS_DIR ?? 'models/installed'),
    disabled: process.env.SPEECHDECK_MODELS === 'none',
  });
