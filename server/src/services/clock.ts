import type { Clock } from '@speechdeck/core/server';

export type { Clock };

export const systemClock: Clock = { now: () => new Date() };
