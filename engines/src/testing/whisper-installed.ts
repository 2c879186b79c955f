import { WHISPER_MODEL_ID } from '../whisper/index.ts';
import { checkoutModels } from './checkout-models.ts';

/** Whisper can run in this checkout: its model and the Python environment that runs it are installed. */
export function whisperInstalled(models = checkoutModels()): boolean {
  return models.has(WHISPER_MODEL_ID) && models.python !== undefined;
}
