import type { PiiKind } from './pii-kinds.ts';

/** Personal data found in a transcript: its kind and the words it spans (indices, both ends included). */
export interface PiiSpan {
  kind: PiiKind;
  first: number;
  last: number;
}
