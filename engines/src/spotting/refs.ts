import { createServiceRef } from '@speechdeck/core/server';
import type { KeywordSpotter } from './keyword-spotter.ts';

/** Keyword spotting in audio: for the kws service's calls, and for any service that spots words. */
export const keywordSpotterRef = createServiceRef<KeywordSpotter>({ id: 'engines.spotter' });
