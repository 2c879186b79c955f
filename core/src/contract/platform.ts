import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const imageUploadResponse = z.object({ imageUrl: z.string() });

export const platformApi = {
  health: defineEndpoint({
    method: 'GET', path: '/health', access: 'public', tags: ['platform'],
    summary: 'Liveness.', response: z.object({ status: z.literal('ok') }),
  }),
  uploadImage: defineEndpoint({
    method: 'POST', path: '/v1/image', access: 'user', tags: ['platform'],
    summary: 'Rich-text editor image upload (multipart field `file`; PNG, JPEG, GIF or WebP).',
    body: 'multipart', response: imageUploadResponse,
  }),
} as const;
