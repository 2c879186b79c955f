import type { z } from 'zod';
import { HttpError } from '@speechdeck/core/server';
import { keywordList, spotLanguage, type KeywordRequest } from '../../contract/kws-api.ts';

export interface SpotRequest {
  keywords: KeywordRequest[];
  language: string;
  processId: string | undefined;
}

interface ParsedQuery {
  keywords?: KeywordRequest[];
  language?: string;
  processId?: string;
}

const DEFAULT_LANGUAGE = 'en';

/** A form field parsed as its query parameter would be, refused the same way (400 naming it). */
function fromField<S extends z.ZodType>(schema: S, name: string, value: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Invalid value.';
  throw new HttpError(400, `${name}: ${message}`, { [name]: message });
}

/**
 * What to spot, from the query or the form's fields (a client may put everything in the form). A
 * value given in both is refused rather than one of them silently winning.
 */
export function spotRequestOf(query: ParsedQuery, fields: Record<string, string>): SpotRequest {
  for (const name of ['keywords', 'language', 'processId'] as const) {
    if (query[name] !== undefined && fields[name] !== undefined) {
      throw new HttpError(400, `'${name}' is given both in the query and in the form: give it once.`, { [name]: 'Given twice.' });
    }
  }
  const keywords = query.keywords ?? (fields.keywords !== undefined ? fromField(keywordList, 'keywords', fields.keywords) : undefined);
  if (!keywords) {
    throw new HttpError(400, "Give the keywords to spot: 'keywords', comma-separated or a JSON array of { keyword, threshold }.", { keywords: 'Give at least one keyword.' });
  }
  const language = query.language ?? (fields.language !== undefined ? fromField(spotLanguage, 'language', fields.language) : DEFAULT_LANGUAGE);
  const processId = query.processId ?? (fields.processId?.trim() || undefined);
  return { keywords, language, processId };
}
