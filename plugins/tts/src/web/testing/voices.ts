import type { Voice } from '../../contract/tts-api.ts';

/** Voices as a host with flite and espeak-ng lists them: English from flite, Turkish from espeak-ng. */
export const VOICES: Voice[] = [
  { id: 'flite:kal', name: 'KAL (US English, male)', language: 'en', gender: 'male', engine: 'flite', isDefault: false },
  { id: 'flite:slt', name: 'slt', language: 'en', gender: 'female', engine: 'flite', isDefault: true },
  { id: 'flite:awb', name: 'awb', language: 'en', gender: 'male', engine: 'flite', isDefault: false },
  { id: 'espeak-ng:tr', name: 'Turkish', language: 'tr', gender: null, engine: 'espeak-ng', isDefault: true },
  { id: 'espeak-ng:de', name: 'German', language: 'de', gender: null, engine: 'espeak-ng', isDefault: true },
];
