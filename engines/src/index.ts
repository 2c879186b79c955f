export { ManifestModels, INSTALL_COMMAND, type ManifestModelsOptions } from './models/manifest-models.ts';
export { PythonWorkers, type PythonWorkersOptions, type WorkerRequestOptions } from './python/python-workers.ts';
export { normalizeWords, wordErrorRate } from './scoring/word-error-rate.ts';
export { enginesServerPlugin } from './engines-plugin.ts';
