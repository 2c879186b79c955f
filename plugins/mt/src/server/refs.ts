import { createServiceRef } from '@speechdeck/core/server';
import type { Translators } from './engines/translators.ts';

/** The translation engines this host runs, in the order it prefers them. */
export const translatorsRef = createServiceRef<Translators>({ id: 'mt.translators' });
