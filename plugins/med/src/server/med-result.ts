import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { MedResult } from '../contract/med-api.ts';
import { lexiconFor } from './lexicon/lexicons.ts';
import { segmentTerms } from './tagging/segment-terms.ts';

/**
 * A stored result with its medical terms, marked when it is read: a segment edited in the
 * workspace shows the terms of its new text.
 */
export async function withTerms(result: RecognitionResult): Promise<MedResult> {
  const lexicon = result.segments.length > 0 ? await lexiconFor(result.options.language) : null;
  return { ...result, segments: result.segments.map((segment) => ({ ...segment, terms: lexicon ? segmentTerms(segment, lexicon) : [] })) };
}
