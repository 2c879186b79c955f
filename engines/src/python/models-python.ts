import { EngineUnavailableError, type InstalledModels } from '@speechdeck/core/server';
import { INSTALL_COMMAND } from '../models/manifest-models.ts';

/** The models' Python an engine's worker runs in; 503 naming the engine and the install command when the install made none. */
export function modelsPython(models: InstalledModels, engine: string): string {
  if (models.python) return models.python;
  throw new EngineUnavailableError(`${engine} needs the models' Python environment, which is not installed: install it with ${INSTALL_COMMAND}.`, 503);
}
