import { readdir } from 'node:fs/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { MediaOwner } from '@speechdeck/core/server';
import { parseS3Url, s3Client } from '@speechdeck/server';
import type { TestHost } from './test-host.ts';

/**
 * The names of everything an owner has in a test host's media: what is stored (in the media folder,
 * or the run's bucket) and what lies in this node's work dir (the same folder, unless media is in a
 * bucket), sorted. What a test checks to say a file was kept, or that nothing was left behind.
 * The editor's images are the owner 'images' of the `images` storage.
 */
export async function mediaFilesOf(host: Pick<TestHost, 'app'>, owner: MediaOwner, storage: 'media' | 'images' = 'media'): Promise<string[]> {
  const { config } = host.app;
  const local = await readdir(host.app[storage].workDir(owner));
  if (!config.mediaUrl) return local.sort();
  const place = parseS3Url(config.mediaUrl);
  const client = s3Client(place);
  try {
    const prefix = `${place.prefix}${owner}/`;
    const stored: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: place.bucket, Prefix: prefix, ContinuationToken: token }));
      stored.push(...(page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)));
      token = page.NextContinuationToken;
    } while (token);
    return [...stored, ...local].sort();
  } finally {
    client.destroy();
  }
}
