import { z } from 'zod';
import { defineEndpoint, okMessage, pageQuery, queryFlag, userIdQuery } from '@speechdeck/core';
import { recognitionResult, resultSummary, segmentHit } from './recognition-result.ts';

/**
 * The per-user ASR workspace store, which the spec's original API named "elastic". Paths and
 * parameter names are kept exactly; the embedded host serves them from SQLite FTS5.
 */
const tags = ['workspace'];

/** What a redaction answers: the redacted result, how many of each kind were found, and where the original is kept (null: dropped). */
export const redactionOutcome = z.object({
  result: recognitionResult,
  found: z.record(z.string(), z.number().int()),
  originalProcessId: z.string().nullable(),
});
export type RedactionOutcome = z.infer<typeof redactionOutcome>;
const hits = z.array(segmentHit);
const searchText = z.string().trim().min(1, 'Required.').max(200);
const search = <K extends string>(name: K) =>
  z.object({ ...({ [name]: searchText } as { [P in K]: typeof searchText }), userId: userIdQuery, ...pageQuery });

export const workspaceApi = {
  loadAudio: defineEndpoint({
    // Checked in the handler: a bearer token, or a media token `t` for <audio src>, which cannot send headers.
    method: 'GET', path: '/api/elastic/load_audio/{x}', access: 'public', tags,
    summary: 'Stream the audio of a result (x = processId); honours HTTP Range. Needs a bearer token or a media token `t`.',
    params: z.object({ x: z.string().min(1) }), query: z.object({ t: z.string().optional() }), response: 'binary',
  }),
  mediaToken: defineEndpoint({
    method: 'POST', path: '/api/elastic/mediaToken', access: 'user', tags,
    summary: 'A one-hour token for one result\'s audio, to use as load_audio/{x}?t= in a media element.',
    query: z.object({ processId: z.string().min(1) }),
    response: z.object({ token: z.string(), expiresAt: z.string(), url: z.string() }),
  }),
  editSegment: defineEndpoint({
    method: 'POST', path: '/api/elastic/editResponseFromElastic', access: 'user', tags,
    summary: 'Replace the text of one segment (by position); searchable at once. A JSON body may rename its speaker.',
    query: z.object({
      position: z.coerce.number().int().min(0),
      processId: z.string().min(1),
      text: z.string().max(10_000).optional(),
    }),
    // The spec's call carries its values in the query and sends no body, which the host validates as null.
    body: z.object({ text: z.string().max(10_000).optional(), spk: z.string().trim().min(1).max(100).optional() }).nullish(),
    response: recognitionResult,
  }),
  renameSpeaker: defineEndpoint({
    method: 'POST', path: '/api/elastic/renameSpeaker', access: 'user', tags,
    summary: 'Rename a speaker across one result.',
    query: z.object({ processId: z.string().min(1), from: z.string().min(1), to: z.string().trim().min(1).max(100) }),
    response: recognitionResult,
  }),
  byKeyword: defineEndpoint({
    method: 'GET', path: '/api/elastic/getRespByKeywordFromElastic', access: 'user', tags,
    summary: 'Segments whose keywords or text contain the keyword.', query: search('kw'), response: hits,
  }),
  bySpeaker: defineEndpoint({
    method: 'GET', path: '/api/elastic/getRespBySpknameFromElastic', access: 'user', tags,
    summary: 'Segments of a speaker.', query: search('spk'), response: hits,
  }),
  bySentence: defineEndpoint({
    method: 'GET', path: '/api/elastic/getRespBySentTextFromElastic', access: 'user', tags,
    summary: 'Full-text search over segment text (words, prefixes with *, "phrases").', query: search('sent'), response: hits,
  }),
  byOa: defineEndpoint({
    method: 'GET', path: '/api/elastic/getRespByOaFromElastic', access: 'user', tags,
    summary: 'Segments with an analysis label (positive, negative, neutral).', query: search('oa'), response: hits,
  }),
  all: defineEndpoint({
    method: 'GET', path: '/api/elastic/getResponseFromElastic', access: 'user', tags,
    summary: 'The user\'s results, newest first.', query: z.object({ userId: userIdQuery, ...pageQuery }), response: z.array(resultSummary),
  }),
  byFileName: defineEndpoint({
    method: 'GET', path: '/api/elastic/getResponseByFn', access: 'user', tags,
    summary: 'The user\'s results for a file name (substring match).',
    query: z.object({ fn: z.string().trim().min(1, 'Required.'), userId: userIdQuery, ...pageQuery }), response: z.array(resultSummary),
  }),
  fileNames: defineEndpoint({
    method: 'GET', path: '/api/elastic/getFileNamesFromElastic', access: 'user', tags,
    summary: 'The names of the user\'s files, newest first.',
    query: z.object({ userId: userIdQuery }),
    response: z.array(z.object({ fn: z.string(), processId: z.string(), createdAt: z.string() })),
  }),
  byProcessId: defineEndpoint({
    method: 'GET', path: '/api/elastic/getRespByJustProcessIdFromElastic', access: 'user', tags,
    summary: 'One whole result.', query: z.object({ processId: z.string().min(1) }), response: recognitionResult,
  }),
  remove: defineEndpoint({
    method: 'POST', path: '/api/elastic/deleteResponseFromElastic', access: 'user', tags,
    summary: 'Delete a result and its audio.', query: z.object({ processId: z.string().min(1), userId: userIdQuery }), response: okMessage,
  }),
  redact: defineEndpoint({
    method: 'POST', path: '/api/elastic/redact', access: 'user', tags,
    summary: 'Redact a finished result: names, phone numbers, e-mail addresses, card numbers, IBANs, identity numbers, addresses and dates of birth replaced by tags in its text and silenced in its audio. `keepOriginal=true` keeps the unredacted original as a result of its own (yours only); otherwise it is dropped.',
    query: z.object({ processId: z.string().min(1), userId: userIdQuery, keepOriginal: queryFlag() }),
    response: redactionOutcome,
  }),
  stats: defineEndpoint({
    method: 'GET', path: '/api/elastic/stats', access: 'user', tags,
    summary: 'Counts for the dashboard: files, minutes recognized, recent jobs.',
    query: z.object({ userId: userIdQuery }),
    response: z.object({
      files: z.number().int(),
      seconds: z.number(),
      byStatus: z.record(z.string(), z.number().int()),
      recent: z.array(resultSummary),
    }),
  }),
} as const;
