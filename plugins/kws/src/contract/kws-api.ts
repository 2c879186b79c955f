import { z } from 'zod';
import { defineEndpoint, jobStatus, userIdQuery } from '@speechdeck/core';

const tags = ['kws'];

/**
 * What one spotting takes. A recording up to `syncMaxSeconds` is answered while the client waits
 * (pocketsphinx searches ~30x faster than real time here, so a minute takes 2-3 s); a longer one is
 * a job to poll. Keywords: enough for a watch list, few enough that one search stays one search.
 */
export const KWS_LIMITS = {
  keywordsMax: 50,
  keywordMaxChars: 60,
  keywordMaxWords: 6,
  syncMaxSeconds: 60,
  /** pocketsphinx's thresholds, as it reads them (1e-20); outside this nothing changes any more. */
  thresholdMin: 1e-100,
  thresholdMax: 1e100,
} as const;

/** Lower case, single spaces, a typographic apostrophe as the dictionary's: how the spotter and its answers spell a keyword. */
export const normalizeKeyword = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ').replaceAll('’', "'");

/** Letters and digits of any script, inner apostrophes and hyphens; words separated by spaces. */
const KEYWORD = /^[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*(?: [\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*)*$/u;

export const keywordText = z
  .string()
  .transform(normalizeKeyword)
  .pipe(
    z.string()
      .min(1, 'A keyword is empty.')
      .max(KWS_LIMITS.keywordMaxChars, `A keyword has at most ${KWS_LIMITS.keywordMaxChars} characters.`)
      .regex(KEYWORD, 'Use words of letters and digits (an apostrophe or hyphen inside a word is fine), separated by spaces.')
      .refine((keyword) => keyword.split(' ').length <= KWS_LIMITS.keywordMaxWords, `A keyword has at most ${KWS_LIMITS.keywordMaxWords} words.`),
  );

export const threshold = z.coerce
  .number({ error: 'A threshold is a number such as 1e-20.' })
  .min(KWS_LIMITS.thresholdMin, `A threshold is at least ${KWS_LIMITS.thresholdMin}.`)
  .max(KWS_LIMITS.thresholdMax, `A threshold is at most ${KWS_LIMITS.thresholdMax}.`);

export const keywordRequest = z.object({ keyword: keywordText, threshold: threshold.optional() });
export type KeywordRequest = z.output<typeof keywordRequest>;

/** One entry of a keywords list: the keyword alone, or with its threshold. */
function keywordEntry(entry: unknown): KeywordRequest | string {
  const parsed = keywordRequest.safeParse(typeof entry === 'string' ? { keyword: entry } : entry);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const named = typeof entry === 'string' ? entry : (entry as { keyword?: unknown } | null)?.keyword;
  if (issue?.path[0] === 'keyword' && typeof named === 'string' && named.trim() !== '') return `'${named.trim()}': ${issue.message}`;
  if (issue?.path[0] === 'threshold') return issue.message;
  return issue?.path.length === 0 || issue?.path[0] === 'keyword' ? issue.message : 'Each keyword is a text, or a { keyword, threshold } object.';
}

/** The keywords of `keywords` as sent, or what is wrong with them. */
function parseKeywords(text: string): KeywordRequest[] | string {
  const trimmed = text.trim();
  let entries: unknown;
  if (!trimmed.startsWith('[')) entries = trimmed === '' ? [] : trimmed.split(',');
  else {
    try {
      entries = JSON.parse(trimmed);
    } catch {
      return 'The keywords are not valid JSON: send a JSON array, or the keywords separated by commas.';
    }
  }
  if (!Array.isArray(entries)) return 'Send a JSON array of keywords or { keyword, threshold } objects.';
  if (entries.length === 0) return 'Give at least one keyword.';
  if (entries.length > KWS_LIMITS.keywordsMax) return `At most ${KWS_LIMITS.keywordsMax} keywords at once.`;
  const byKeyword = new Map<string, KeywordRequest>();
  for (const entry of entries) {
    const request = keywordEntry(entry);
    if (typeof request === 'string') return request;
    const seen = byKeyword.get(request.keyword);
    if (seen && seen.threshold !== request.threshold) return `'${request.keyword}' is given twice, with two thresholds.`;
    byKeyword.set(request.keyword, request);
  }
  return [...byKeyword.values()];
}

/**
 * `keywords` as sent: comma-separated (`budget, refund`) or a JSON array of keywords and
 * `{ keyword, threshold? }` objects. The same keyword twice is one; twice with two thresholds is
 * refused. Whatever is wrong is said in one message, naming the keyword.
 */
export const keywordList = z.string().transform((text, context) => {
  const parsed = parseKeywords(text);
  if (typeof parsed !== 'string') return parsed;
  context.addIssue({ code: 'custom', message: parsed });
  return z.NEVER;
});

/** A language tag ('en', 'en-US'); the spotter serves its primary subtag. */
export const spotLanguage = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/, 'Use a language code such as en.')
  .transform((tag) => tag.split('-')[0]!.toLowerCase());

export const spotHit = z.object({
  keyword: z.string(),
  /** Seconds from the start of the recording. */
  start: z.number(),
  end: z.number(),
  /** 0..1; 0.5 is the default threshold for a keyword of its length (README.md "Scores"). */
  score: z.number(),
});
export type SpotHit = z.infer<typeof spotHit>;

/** A keyword as it was searched. */
export const spottedKeyword = z.object({
  keyword: z.string(),
  threshold: z.number(),
  /** True when none was asked for: the calibrated one for its length. */
  defaultThreshold: z.boolean(),
  phones: z.number().int(),
  /** 'generated' when a word of it is in no dictionary and its pronunciation was made (espeak-ng). */
  pronunciation: z.enum(['dictionary', 'generated']),
});
export type SpottedKeyword = z.infer<typeof spottedKeyword>;

/** A spotting's answer: the hits in time order. */
export const spotResult = z.object({
  hits: z.array(spotHit),
  keywords: z.array(spottedKeyword),
  language: z.string(),
  /** Seconds of the recording. */
  duration: z.number(),
  fileName: z.string(),
  /** The workspace result whose audio was searched, or null for an upload. */
  processId: z.string().nullable(),
});
export type SpotResult = z.infer<typeof spotResult>;

/** A long recording's spotting, queued as a job. */
export const spotQueued = z.object({ id: z.string() });
export type SpotQueued = z.infer<typeof spotQueued>;

export const spotJob = spotResult.extend({
  id: z.string(),
  status: jobStatus,
  progress: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type SpotJob = z.infer<typeof spotJob>;

/** Also accepted as form fields beside the file, for clients that put everything in the form. */
const spotQuery = z.object({
  keywords: keywordList.optional(),
  language: spotLanguage.optional(),
  processId: z.string().min(1).max(200).optional(),
  userId: userIdQuery,
});

export const kwsApi = {
  /** Multipart: the recording in `file`; or no file and the `processId` of a workspace result. */
  spot: defineEndpoint({
    method: 'POST', path: '/api/kws/spot', access: 'user', tags,
    summary: 'Spots keywords in a recording (the file, or a workspace result by processId): answers the hits, or for a recording over a minute 202 { id } to poll.',
    query: spotQuery, body: 'multipart', response: z.union([spotResult, spotQueued]),
  }),
  spotJob: defineEndpoint({
    method: 'GET', path: '/api/kws/spot/{id}', access: 'user', tags,
    summary: "A queued spotting's state, progress and, once done, its hits.",
    params: z.object({ id: z.string().min(1) }), response: spotJob,
  }),
  languages: defineEndpoint({
    method: 'GET', path: '/api/kws/languages', access: 'user', tags,
    summary: 'The languages keywords can be spotted in, with the engine of each.',
    response: z.object({ languages: z.array(z.object({ language: z.string(), engine: z.string() })) }),
  }),
} as const;

/** The immediate answer, rather than a job to poll. */
export const isSpotResult = (answer: SpotResult | SpotQueued): answer is SpotResult => 'hits' in answer;
