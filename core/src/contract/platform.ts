import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const imageUploadResponse = z.object({ imageUrl: z.string() });

/**
 * What one process of a deployment does: `api` serves the API and the dashboard and only queues
 * jobs, `worker` runs the queued jobs and serves nothing but `GET /health`, `all` does both.
 */
export const HOST_ROLES = ['api', 'worker', 'all'] as const;
export type HostRole = (typeof HOST_ROLES)[number];

export const hostHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  role: z.enum(HOST_ROLES),
  /** Where state lives: the embedded SQLite file, or a PostgreSQL server shared by all processes. */
  store: z.enum(['sqlite', 'postgres']),
  /** Where queued jobs wait: a table of the store, or Redis (BullMQ). */
  queue: z.enum(['sqlite', 'postgres', 'redis']),
  /** Where users' media lives: a folder (shared by all processes when there are several), or an S3-compatible bucket. */
  media: z.enum(['folder', 's3']),
  /** Whether this process takes queued jobs now: its role runs them and the database answers. */
  takesJobs: z.boolean(),
  /** Why the process is unavailable (the detail is in its log: no 5xx detail leaks). */
  error: z.string().optional(),
  /** Which engine serves each capability in this process ('recognition (en)': 'whisper:tiny.en'). */
  engines: z.array(z.object({ capability: z.string(), engine: z.string() })),
  /** The models of models/manifest.json and whether this process has them (SPEECHDECK_MODELS_DIR). */
  models: z.array(z.object({ id: z.string(), engine: z.string(), capability: z.string(), licence: z.string(), installed: z.boolean() })),
});
export type HostHealth = z.infer<typeof hostHealth>;

export const platformApi = {
  health: defineEndpoint({
    method: 'GET', path: '/health', access: 'public', tags: ['platform'],
    summary: 'Liveness, role, store, queue and media of this process, the engine serving each capability and the models installed (503 while its database, Redis or media bucket does not answer).', response: hostHealth,
  }),
  uploadImage: defineEndpoint({
    method: 'POST', path: '/v1/image', access: 'user', tags: ['platform'],
    summary: 'Rich-text editor image upload (multipart field `file`; PNG, JPEG, GIF or WebP).',
    body: 'multipart', response: imageUploadResponse,
  }),
} as const;
