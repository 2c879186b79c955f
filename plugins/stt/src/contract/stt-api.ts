import { z } from 'zod';
import { defineEndpoint, queryFlag, userIdQuery } from '@speechdeck/core';
import { EXPORT_FORMATS, exportableResult, recognitionResult } from '@speechdeck/plugin-workspace';

const tags = ['stt'];

/** The recognition options every recognize call takes as query parameters (spec §7). */
export const recognizeQuery = z.object({
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2,3}(-[a-z0-9]+)?$/, 'Use a language code such as en or tr.').default('en'),
  userId: userIdQuery,
  isDiarize: queryFlag(),
  vad: queryFlag(),
  sentText: queryFlag(),
  oa: queryFlag(),
  punct: queryFlag(),
  /**
   * The recognizer to use, of those this host has for the language ('whisper', 'vosk',
   * 'pocketsphinx', 'openai'); absent: the language's default. Not one of them: 422 naming those there are.
   */
  engine: z.string().trim().toLowerCase().regex(/^[a-z][a-z0-9._:-]{0,39}$/, 'Name an engine such as whisper or pocketsphinx.').optional(),
  /**
   * Redact personal data before the result is stored: names, phone numbers, e-mail addresses, card
   * numbers, IBANs, identity numbers, addresses and dates of birth replaced by tags (`[PHONE]`) in
   * the transcript and silenced in the stored audio.
   */
  redact: queryFlag(),
  /** With `redact`: keep the unredacted original as a result of its own (`<id>-original`, the owner's only); by default it is dropped. */
  keepOriginal: queryFlag(),
});
export type RecognizeQuery = z.input<typeof recognizeQuery>;

export const uploadedFile = z.object({
  /** The name the host stored the upload under: pass it to recognizeUploadedFile. */
  fn: z.string(),
  originalName: z.string(),
  bytes: z.number().int(),
  duration: z.number(),
});

// The formats are the workspace's (it owns results and how they are written out); stt serves them.
export { EXPORT_FORMATS, type ExportFormat } from '@speechdeck/plugin-workspace';
export const exportFormat = z.enum(EXPORT_FORMATS);

export const sttApi = {
  recognize: defineEndpoint({
    method: 'POST', path: '/api/stt/recognize', access: 'user', tags,
    summary: 'Recognize an uploaded file (multipart `file`) and answer the finished result.',
    query: recognizeQuery, body: 'multipart', response: recognitionResult,
  }),
  result: defineEndpoint({
    method: 'GET', path: '/api/stt/recognize/{id}', access: 'user', tags,
    summary: 'A result, or the status and progress of a job still running.',
    params: z.object({ id: z.string().min(1) }), response: recognitionResult,
  }),
  recognizeSpeech: defineEndpoint({
    method: 'POST', path: '/api/stt/recognizeSpeech', access: 'user', tags,
    summary: 'Queue recognition of a file; answers the queued process at once (poll /api/stt/recognize/{id}).',
    query: recognizeQuery, body: 'multipart', response: recognitionResult,
  }),
  recognizeQueue: defineEndpoint({
    method: 'POST', path: '/api/stt/recognizeQueue', access: 'user', tags,
    summary: 'Queue recognition; `id` is an optional client-chosen process id that makes the call idempotent.',
    query: recognizeQuery.extend({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Use 6-64 letters, digits, - or _.').optional() }),
    body: 'multipart', response: recognitionResult,
  }),
  uploadFile: defineEndpoint({
    method: 'POST', path: '/api/stt/uploadFile', access: 'user', tags,
    summary: 'Upload a media file (streamed to disk) to recognize later by its stored name.',
    body: 'multipart', response: uploadedFile,
  }),
  recognizeUploadedFile: defineEndpoint({
    method: 'GET', path: '/api/stt/recognizeUploadedFile/{x}', access: 'user', tags,
    summary: 'Queue recognition of an uploaded file (x = its stored name); `fn` names the result. Repeating the call answers the same process.',
    params: z.object({ x: z.string().regex(/^[0-9a-f]{32}\.[a-z0-9]{2,5}$/, 'Not an uploaded file name.') }),
    query: recognizeQuery.extend({ fn: z.string().trim().min(1).max(255).optional() }),
    response: recognitionResult,
  }),
  getResponse: defineEndpoint({
    method: 'POST', path: '/api/stt/getResponse', access: 'user', tags,
    summary: 'Several results at once by process id (for batch clients polling many jobs).',
    body: z.object({ processIds: z.array(z.string().min(1)).min(1).max(100) }),
    response: z.array(recognitionResult),
  }),
  toSrt: defineEndpoint({
    method: 'POST', path: '/api/stt/toSrt', access: 'user', tags,
    summary: 'Convert a result (its JSON, or a process id) to SRT subtitles.',
    body: z.object({ json: z.union([exportableResult, z.string()]), userId: userIdQuery }),
    response: 'text',
  }),
  exportResult: defineEndpoint({
    method: 'GET', path: '/api/stt/export/{id}', access: 'user', tags,
    summary: 'Download a result as SRT, VTT, TXT (speaker-labelled) or JSON.',
    params: z.object({ id: z.string().min(1) }), query: z.object({ format: exportFormat.default('srt') }), response: 'text',
  }),
  downloadVideo: defineEndpoint({
    method: 'POST', path: '/api/stt/downloadVideo', access: 'user', tags,
    summary: 'Fetch a public media URL (http/https, public addresses only, size and time bounded) and answer its bytes.',
    query: z.object({ link: z.string().url('Enter a full http(s) link.') }), response: 'binary',
  }),
  uploadLink: defineEndpoint({
    method: 'POST', path: '/api/stt/uploadLink', access: 'user', tags,
    summary: 'Fetch a public media URL into the user\'s uploads (as uploadFile does for a file).',
    query: z.object({ link: z.string().url('Enter a full http(s) link.') }), response: uploadedFile,
  }),
} as const;
