import type { FastifyInstance } from 'fastify';
import { platformApi } from '@speechdeck/core';
import { HttpError, MediaMissing, receiveUpload, registerEndpoint } from '@speechdeck/core/server';
import { IMAGE_CONTENT_TYPES, imageExtension } from './image-types.ts';

const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
/** Images are everybody's (a link in a shared transcript), kept under one folder name. */
const IMAGES = 'images';

/** The rich-text editor's image upload and the images it links to. */
export default async function imageRoutes(app: FastifyInstance) {
  const { images } = app;

  registerEndpoint(app, app.auth.guard, platformApi.uploadImage, async (request) => {
    const upload = await receiveUpload(request, {
      dir: images.workDir(IMAGES), maxBytes: app.config.imageMaxBytes, accept: imageExtension, acceptedText: 'a PNG, JPEG, GIF or WebP image',
    });
    await images.keep(IMAGES, upload.path);
    return { imageUrl: `/v1/image/${upload.storedName}` };
  });

  app.get<{ Params: { name: string } }>('/v1/image/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) throw new HttpError(404, 'No such image.');
    const key = `${IMAGES}/${name}`;
    const info = await images.stat(key);
    if (!info) throw new HttpError(404, 'No such image.');
    const stream = await images.read(key).catch((error: unknown) => {
      throw error instanceof MediaMissing ? new HttpError(404, 'No such image.') : error;
    });
    return reply
      .type(IMAGE_CONTENT_TYPES[name.split('.').pop()!]!)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', info.bytes)
      .send(stream);
  });
}
