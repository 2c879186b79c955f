import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { platformApi } from '@speechdeck/core';
import { HttpError, receiveUpload, registerEndpoint } from '@speechdeck/core/server';
import { IMAGE_CONTENT_TYPES, imageExtension } from './image-types.ts';

const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** The rich-text editor's image upload and the images it links to. */
export default async function imageRoutes(app: FastifyInstance) {
  const dir = app.config.imagesDir;

  registerEndpoint(app, app.auth.guard, platformApi.uploadImage, async (request) => {
    const upload = await receiveUpload(request, {
      dir, maxBytes: app.config.imageMaxBytes, accept: imageExtension, acceptedText: 'a PNG, JPEG, GIF or WebP image',
    });
    return { imageUrl: `/v1/image/${upload.storedName}` };
  });

  app.get<{ Params: { name: string } }>('/v1/image/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) throw new HttpError(404, 'No such image.');
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info) throw new HttpError(404, 'No such image.');
    return reply
      .type(IMAGE_CONTENT_TYPES[name.split('.').pop()!]!)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', info.size)
      .send(createReadStream(path));
  });
}
