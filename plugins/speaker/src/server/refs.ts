import { createServiceRef } from '@speechdeck/core/server';
import type { EnrolledVoices } from './enrolled-voices.ts';
import type { SpeakerNamer } from './speaker-namer.ts';
import type { SpeakerStores } from './store/open-speaker-stores.ts';

/** The users' enrolled speakers as recordings, for other plugins (voice cloning from `spk`). */
export const enrolledVoicesRef = createServiceRef<EnrolledVoices>({ id: 'speaker.enrolled-voices' });
/** Diarized speakers named after the user's enrolled ones, as tracking names them (recognition's speaker separation). */
export const speakerNamerRef = createServiceRef<SpeakerNamer>({ id: 'speaker.namer' });
/** This plugin's tables: provided so that the enrolled voices and the routes share one store. */
export const speakerStoresRef = createServiceRef<SpeakerStores>({ id: 'speaker.stores' });
