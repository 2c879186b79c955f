import { SV_LIMITS, type AnalysisKind } from '../../../contract/sv-api.ts';

/** What to ask: who spoke when (S1, S2…) or the same with the enrolled speakers named; the count if known. */
export interface AnalysisOptions {
  kind: AnalysisKind;
  /** The known number of speakers, or null to let the diarizer estimate it. */
  speakers: number | null;
}

export const DEFAULT_OPTIONS: AnalysisOptions = { kind: 'diarize', speakers: null };

/** The counts one may give: 1 to the contract's maximum. */
export const SPEAKER_COUNTS = Array.from({ length: SV_LIMITS.speakersMax }, (_, index) => index + 1);
