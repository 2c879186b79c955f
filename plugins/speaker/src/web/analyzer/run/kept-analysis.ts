import { analysisKind, type AnalysisKind } from '../../../contract/sv-api.ts';

export interface AnalysisRef {
  id: string;
  kind: AnalysisKind;
}

/*
 * Core's useKeptJob keeps one string, and an analysis is read by the call of its kind (a tracking's
 * id asked for as a diarization is unknown): the kind goes with the id, as `track/<id>`.
 */
export const keptAnalysis = ({ kind, id }: AnalysisRef) => `${kind}/${id}`;

export function readKeptAnalysis(kept: string | null): AnalysisRef | null {
  const slash = kept?.indexOf('/') ?? -1;
  if (!kept || slash < 0) return null;
  const kind = analysisKind.safeParse(kept.slice(0, slash));
  return kind.success ? { kind: kind.data, id: kept.slice(slash + 1) } : null;
}
