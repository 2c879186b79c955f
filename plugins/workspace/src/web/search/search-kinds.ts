import type { z } from 'zod';
import { searchByFileNameText } from '../api/search-by-file-name.ts';
import { searchByKeywordText } from '../api/search-by-keyword.ts';
import { searchByOaText } from '../api/search-by-oa.ts';
import { searchBySentenceText } from '../api/search-by-sentence.ts';
import { searchBySpeakerText } from '../api/search-by-speaker.ts';

/** What the workspace can be searched by; the first is the default. */
export const SEARCH_KINDS = ['sent', 'kw', 'spk', 'oa', 'fn'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface WorkspaceSearch {
  kind: SearchKind;
  text: string;
}

/** Each kind's text is checked with its endpoint's own schema from the contract before it is sent. */
export const SEARCH_TEXT: Record<SearchKind, z.ZodType<string>> = {
  sent: searchBySentenceText,
  kw: searchByKeywordText,
  spk: searchBySpeakerText,
  oa: searchByOaText,
  fn: searchByFileNameText,
};

/** The words of a search, to mark in the hits' text (FTS operators and quotes dropped). */
export function searchTerms(search: WorkspaceSearch): string[] {
  if (search.kind !== 'sent' && search.kind !== 'kw') return [];
  return search.text
    .split(/[\s"*()]+/)
    .map((term) => term.trim())
    .filter((term) => term.length > 1 && !/^(AND|OR|NOT|NEAR)$/.test(term));
}
