export { Ge2eEmbedder, GE2E_MODEL_ID, GE2E_MODEL_FILE, type Ge2eEmbedderOptions } from './ge2e-embedder.ts';
export { Ge2eEncoder, GE2E_DIMENSION, type UtteranceMels } from './ge2e-encoder.ts';
