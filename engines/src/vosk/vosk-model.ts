import { existsSync } from 'node:fs';
import { EngineUnavailableError, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { workerScript } from '../python/worker-script.ts';
import { modelsPython } from '../python/models-python.ts';

/** vosk-model-small-en-us-0.15 (Alpha Cephei, Apache-2.0), as models/manifest.json names it. */
export const VOSK_MODEL_ID = 'vosk-small-en-us';
/** The one language the installed model hears. */
export const VOSK_LANGUAGE = 'en';

/** What starts a Vosk process: the models' Python, the worker, the model's folder (hash-checked). */
export interface VoskRuntime {
  processes: ProcessRunner;
  python: string;
  script: string;
  modelDir: string;
}

/** engines/python/vosk_worker.py, where the sources and the host's bundle alike find it; undefined when it is missing. */
const WORKER_SCRIPT = [workerScript('vosk_worker.py')].find((path) => existsSync(path));

/** Whether Vosk can run here: its model's files are there and the models' Python with them (not yet hash-checked). */
export function voskInstalled(models: InstalledModels): boolean {
  return models.has(VOSK_MODEL_ID) && models.python !== undefined && WORKER_SCRIPT !== undefined;
}

/**
 * The model, hash-checked by the host's models (once per process), and the Python that runs it.
 * Throws EngineUnavailableError 503 naming the model and the install command when either is missing.
 */
export async function loadVosk(models: InstalledModels, processes: ProcessRunner): Promise<VoskRuntime> {
  const model = await models.load(VOSK_MODEL_ID);
  const python = modelsPython(models, `Vosk (${VOSK_MODEL_ID})`);
  if (!WORKER_SCRIPT) throw new EngineUnavailableError(`Vosk (${VOSK_MODEL_ID}) cannot run: engines/python/vosk_worker.py is missing from this installation.`, 503);
  return { processes, python, script: WORKER_SCRIPT, modelDir: model.dir };
}
