import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMediaCache } from './media-cache.ts';
import { createMediaStorage } from './media-storage.ts';

/** Where each node does its work when media lives in a bucket. */
export const workRootOf = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'work');

/**
 * Users' media and the editor's images: in the media folder (images beside it, where earlier
 * versions kept them), or both in the bucket of SPEECHDECK_MEDIA_URL.
 */
export default fp(
  async (app) => {
    const { config } = app;
    if (config.mediaUrl) {
      // The S3 SDK is large: a host with its media in a folder does not load it.
      const { createS3Media, parseS3Url, s3Client } = await import('./s3-media.ts');
      const place = parseS3Url(config.mediaUrl);
      const client = s3Client(place);
      const cache = createMediaCache(join(workRootOf(config), '.cache'), config.mediaCacheBytes);
      const media = createS3Media(client, place, workRootOf(config), cache);
      app.decorate('media', media);
      app.decorate('images', media);
      app.decorate('sweepStoredScratch', (before: Date) => media.sweepScratch(before));
      app.addHook('onClose', async () => {
        client.destroy();
        await cache.close();
      });
    } else {
      app.decorate('media', createMediaStorage(config.mediaDir));
      app.decorate('images', createMediaStorage(dirname(config.imagesDir)));
      // A folder's scratch keys are files among the others: the folder sweep removes them.
      app.decorate('sweepStoredScratch', async () => []);
    }
  },
  { name: 'media', dependencies: ['config'] },
);
