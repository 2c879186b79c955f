import type { MediaStorage } from '@speechdeck/core/server';
import type { SpeakerStore } from './store/speaker-store.ts';

/** The users' enrolled speakers as recordings, for plugins that speak in a voice (voice cloning). */
export interface EnrolledVoices {
  /**
   * The kept clips of the user's speaker `spk` (name compared without regard to case), oldest
   * first, as paths of 16 kHz mono WAVs; null when the user has no such speaker.
   */
  referenceClips(userId: number, spk: string): Promise<string[] | null>;
}

export function enrolledVoicesOver(speakers: SpeakerStore, media: MediaStorage): EnrolledVoices {
  return {
    referenceClips: async (userId, spk) => (await speakers.find(userId, spk))?.clips.map((clip) => media.pathOf(clip.wavKey)) ?? null,
  };
}
