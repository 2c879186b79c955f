import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const jobStatus = z.enum(['queued', 'running', 'done', 'failed']);

/** A tracked job as its owner sees it, whichever service queued it. */
export const jobView = z.object({
  id: z.string(),
  /** '<service id>.<name>', e.g. 'tts.synthesize'. */
  kind: z.string(),
  status: jobStatus,
  /** 0-1; 1 once done. */
  progress: z.number(),
  /** What it does now, in its service's words, or null. */
  stage: z.string().nullable(),
  /** Why it failed, or null. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobView = z.infer<typeof jobView>;

export const jobsApi = {
  job: defineEndpoint({
    method: 'GET', path: '/api/jobs/{id}', access: 'user', tags: ['jobs'],
    summary: 'A tracked job of the caller\'s (an admin: anyone\'s), by the id its service answered (URL-encoded: ids hold a \'/\'): status, progress, stage and error. Another user\'s job is answered like an unknown one (404).',
    params: z.object({ id: z.string().min(1).max(300) }), response: jobView,
  }),
} as const;
