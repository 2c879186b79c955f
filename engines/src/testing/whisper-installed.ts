import { WHISPER_TINY_EN, type WhisperModel } from '../whisper/index.ts';
import { checkoutModels } from './checkout-models.ts';

/** A Whisper model (tiny.en unless named) can run in this checkout: it and the Python environment that runs it are installed. */
export function whisperInstalled(models = checkoutModels(), model: WhisperModel = WHISPER_TINY_EN): boolean {
  return models.has(model.id) && models.python !== undefined;
}
