import { scoreDiarizedSpeakers } from './analysis/score-diarized-speakers.ts';
import { nameSpeakers } from './analysis/track-speakers.ts';
import type { SpeakerTurn } from '@speechdeck/engines/speaker';
import type { SpeakerDeps } from './speaker-deps.ts';

/** Names diarized speakers after the user's enrolled ones, for plugins that diarize themselves (recognition). */
export interface SpeakerNamer {
  /**
   * The turns of a 16 kHz mono WAV with each diarized speaker renamed as tracking names it: the
   * enrolled name of the user's voiceprint it matches (at or above the embedder's
   * `sameSpeakerThreshold`), else S1, S2, ... by first appearance. Unchanged, with nothing
   * embedded, when the user has enrolled nobody; only that user's speakers are ever matched.
   */
  nameTurns(userId: number, wav16kMonoPath: string, turns: readonly SpeakerTurn[], options?: { signal?: AbortSignal }): Promise<SpeakerTurn[]>;
}

export function speakerNamerOver(deps: Pick<SpeakerDeps, 'stores' | 'embedder' | 'media'>): SpeakerNamer {
  return {
    async nameTurns(userId, wavPath, turns, { signal } = {}) {
      const scores = await scoreDiarizedSpeakers(deps, userId, wavPath, turns, signal);
      if (scores.size === 0) return [...turns];
      const names = nameSpeakers(turns, scores, deps.embedder.sameSpeakerThreshold);
      return turns.map((turn) => ({ ...turn, speaker: names.get(turn.speaker)!.spk }));
    },
  };
}
