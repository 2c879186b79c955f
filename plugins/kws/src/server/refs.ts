import { createServiceRef } from '@speechdeck/core/server';
import type { KeywordSpotter } from './engines/keyword-spotter.ts';

/** Keyword spotting in audio: for this plugin's calls, and for any service that spots words. */
export const keywordSpotterRef = createServiceRef<KeywordSpotter>({ id: 'kws.spotter' });
