import type { ServedLanguages } from '../../contract/languages-api.ts';
import { isServed } from './use-served-languages.ts';

/** Languages offered; each works once an engine serves it (GET /api/stt/languages), else the host answers 422. */
export const RECOGNITION_LANGUAGES = ['en', 'tr', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'ru', 'ar'] as const;

/**
 * The languages to offer, those this host serves first (with any it serves beyond the usual list);
 * `served` null (not known yet) keeps the usual order with nothing marked.
 */
export function offeredLanguages(served: ServedLanguages | null): { code: string; served: boolean | null }[] {
  if (!served) return RECOGNITION_LANGUAGES.map((code) => ({ code, served: null }));
  const codes = [...new Set([...served.languages, ...RECOGNITION_LANGUAGES])];
  const yes = codes.filter((code) => isServed(served, code));
  const no = codes.filter((code) => !isServed(served, code));
  return [...yes.map((code) => ({ code, served: true })), ...no.map((code) => ({ code, served: false }))];
}

