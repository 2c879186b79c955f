import { z } from 'zod';
import { createServiceRef } from '@speechdeck/core/server';
import type { LiveLimits } from '../contract/live-api.ts';

export const liveSettings = z.object({
  /** Audio one session may stream; it is then saved and closed. */
  SPEECHDECK_LIVE_MAX_SECONDS: z.coerce.number().positive().max(4 * 3600).default(3600),
  /** Sessions open at once on this host (each runs its recognizer's processes: one for Vosk, two for pocketsphinx). */
  SPEECHDECK_LIVE_MAX_SESSIONS: z.coerce.number().int().positive().default(4),
  /** A session that receives no audio for this long is saved and closed. */
  SPEECHDECK_LIVE_IDLE_SECONDS: z.coerce.number().positive().default(30),
});

export interface LiveConfig {
  limits: LiveLimits;
  maxSessions: number;
}

/** The live sessions' bounds, from the settings (README.md beside the plugin). */
export const liveConfigRef = createServiceRef<LiveConfig>({ id: 'relworkspace.config' });

/** Two seconds of audio: a browser sends ~0.1 s frames, the CLI 0.1 s too; anything larger is not a frame of a stream. */
const MAX_FRAME_BYTES = 64 * 1024;

export function liveConfigFrom(settings: z.output<typeof liveSettings>): LiveConfig {
  return {
    limits: { maxSeconds: settings.SPEECHDECK_LIVE_MAX_SECONDS, maxFrameBytes: MAX_FRAME_BYTES, idleSeconds: settings.SPEECHDECK_LIVE_IDLE_SECONDS },
    maxSessions: settings.SPEECHDECK_LIVE_MAX_SESSIONS,
  };
}
