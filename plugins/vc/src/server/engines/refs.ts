import { createServiceRef } from '@speechdeck/core/server';
import type { VoiceCloners } from './cloner-settings.ts';

/** The cloning engines this host serves, for any plugin that clones. */
export const voiceClonersRef = createServiceRef<VoiceCloners>({ id: 'vc.cloners' });
