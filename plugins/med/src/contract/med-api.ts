import { z } from 'zod';
import { defineEndpoint, userIdQuery } from '@speechdeck/core';
import { recognitionResult, recognizedSegment } from '@speechdeck/plugin-workspace';
import { MEDICAL_CATEGORIES } from './medical-categories.ts';

const tags = ['med'];

/** The languages medical terms are known in (our English and Turkish lexicons). */
export const MED_LANGUAGES = ['en', 'tr'] as const;

/** A medical term marked on its segment: the words as recognized, its kind, and when it is said (seconds). */
export const medicalTerm = z.object({
  text: z.string(),
  category: z.enum(MEDICAL_CATEGORIES),
  start: z.number(),
  end: z.number(),
});
export type MedicalTerm = z.infer<typeof medicalTerm>;

export const medSegment = recognizedSegment.extend({ terms: z.array(medicalTerm) });
export type MedSegment = z.infer<typeof medSegment>;

/** A recognition result (as /api/stt/recognize answers it) with the medical terms on each segment. */
export const medResult = recognitionResult.extend({ segments: z.array(medSegment) });
export type MedResult = z.infer<typeof medResult>;

/** What a queued medical recognition answers: its id (the process id to poll), and the result as it stands. */
export const queuedMedResult = medResult.extend({ id: z.string() });
export type QueuedMedResult = z.infer<typeof queuedMedResult>;

export const medQuery = z.object({
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2,3}(-[a-z0-9]+)?$/, 'Use a language code such as en or tr.').default('en'),
  userId: userIdQuery,
});
export type MedQuery = z.input<typeof medQuery>;

export const medApi = {
  recognizeMed: defineEndpoint({
    method: 'POST', path: '/api/stt/recognizeMed', access: 'user', tags,
    summary: 'Queue recognition of a file (multipart `file`) with the medical vocabulary; answers `{ id, ... }` at once (poll GET /api/stt/recognizeMed/{id}). `id` is an optional client-chosen process id that makes the call idempotent.',
    query: medQuery.extend({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Use 6-64 letters, digits, - or _.').optional() }),
    body: 'multipart', response: queuedMedResult,
  }),
  recognizeMedUploaded: defineEndpoint({
    method: 'POST', path: '/api/stt/recognizeMedUploadedFile/{x}', access: 'user', tags,
    summary: 'Queue medical recognition of a file uploaded with /api/stt/uploadFile or /api/stt/uploadLink (x = its stored name); `fn` names the result. Repeating the call answers the same process.',
    params: z.object({ x: z.string().regex(/^[0-9a-f]{32}\.[a-z0-9]{2,5}$/, 'Not an uploaded file name.') }),
    query: medQuery.extend({ fn: z.string().trim().min(1).max(255).optional() }),
    response: queuedMedResult,
  }),
  result: defineEndpoint({
    method: 'GET', path: '/api/stt/recognizeMed/{id}', access: 'user', tags,
    summary: 'A medical recognition: its progress while queued or running, then the result with `terms` on each segment.',
    params: z.object({ id: z.string().min(1) }), query: z.object({ userId: userIdQuery }), response: medResult,
  }),
} as const;
