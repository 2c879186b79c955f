export { checkoutModels } from './checkout-models.ts';
export { fakeModels } from './fake-models.ts';
export { dictionaryPronouncer } from './dictionary-pronouncer.ts';
export { whisperInstalled } from './whisper-installed.ts';
