import type { SpeakerStore } from './store/speaker-store.ts';

/** The users' enrolled speakers as recordings, for plugins that speak in a voice (voice cloning). */
export interface EnrolledVoices {
  /**
   * The kept clips of the user's speaker `spk` (name compared without regard to case), oldest
   * first, as media keys of 16 kHz mono WAVs (read them with `withLocalFiles`); null when the user
   * has no such speaker.
   */
  referenceClipKeys(userId: number, spk: string): Promise<string[] | null>;
}

export function enrolledVoicesOver(speakers: SpeakerStore): EnrolledVoices {
  return {
    referenceClipKeys: async (userId, spk) => (await speakers.find(userId, spk))?.clips.map((clip) => clip.wavKey) ?? null,
  };
}
