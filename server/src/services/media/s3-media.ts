import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, rm, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { HttpError, MediaMissing, scratchName, type MediaOwner, type MediaStorage } from '@speechdeck/core/server';
import { keptKey, newMediaKey, ownerPrefix, userOfKey } from './media-keys.ts';
import type { MediaCache } from './media-cache.ts';
import type { S3Place } from './s3-url.ts';

export { parseS3Url, S3_URL, type S3Place } from './s3-url.ts';

/** What the network says when no S3 answer came at all (refused, reset, unknown host, timed out). */
const UNANSWERED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE']);

export function s3Client(place: S3Place): S3Client {
  const client = new S3Client({
    endpoint: place.endpoint,
    region: place.region,
    // Path-style addressing works on every S3-compatible server; virtual hosts need DNS per bucket.
    forcePathStyle: true,
    credentials: { accessKeyId: place.accessKeyId, secretAccessKey: place.secretAccessKey },
    // Checksums on every request make the SDK send streamed bodies with chunk framing, which some
    // S3-compatible servers store as it came: the file would be silently corrupted.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // A bucket that does not answer is a 503 in words for a person, as Redis's is, after the SDK's own
  // retries; what S3 answers (a missing key, a refusal) passes through as it came.
  client.middlewareStack.add((next) => async (args) => {
    try {
      return await next(args);
    } catch (error) {
      const code = (error as { code?: string; name?: string } | null)?.code ?? (error as { name?: string } | null)?.name;
      if (code && (UNANSWERED.has(code) || code === 'TimeoutError')) throw new HttpError(503, `The media bucket cannot be reached (${code}): try again in a moment.`);
      throw error;
    }
  }, { step: 'initialize', name: 'speechdeckUnansweredAs503' });
  return client;
}

/**
 * Users' media in a bucket under `<prefix><userId>/<name>`. Work happens in `<workRoot>/<userId>/`
 * on this node; a stored file an engine reads is downloaded into a scratch folder there and
 * removed when the engine is done.
 */
/** Scratch keys live apart, so that sweeping them lists only them (and a bucket rule can expire them). */
const SCRATCH = '.scratch';

export interface S3Media extends MediaStorage {
  /** Removes scratch stored before `before` (what processes that died mid-answer left); answers the keys. */
  sweepScratch(before: Date): Promise<string[]>;
}

export function createS3Media(client: S3Client, place: Pick<S3Place, 'bucket' | 'prefix'>, workRoot: string, cache?: MediaCache): S3Media {
  const { bucket } = place;
  const objectKey = (key: string) => {
    userOfKey(key);
    return place.prefix + key;
  };
  const workDir = (owner: MediaOwner) => {
    const dir = join(workRoot, String(owner));
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const missing = (key: string) => (error: unknown) => {
    throw isNotFound(error) ? new MediaMissing(key) : error;
  };
  /** The stored file at `path`: the cache's copy while the bucket says it is current (304), else downloaded (and kept). */
  async function download(key: string, path: string, signal: AbortSignal | undefined): Promise<void> {
    const cached = cache?.etagOf(key);
    let answer: GetObjectCommandOutput;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), IfNoneMatch: cached }), { abortSignal: signal });
    } catch (error) {
      if (!isNotModified(error)) return missing(key)(error);
      if (await cache!.linkTo(key, path)) return;
      // Evicted between the question and the link: downloaded as if never kept.
      answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }), { abortSignal: signal }).catch(missing(key));
    }
    await pipeline(answer.Body as Readable, createWriteStream(path), { signal });
    // A copy not kept costs the next reader a download, nothing more.
    if (cache && answer.ETag) await cache.keep(key, answer.ETag, path, answer.ContentLength ?? 0).catch(() => {});
  }

  /** The objects under a key prefix, every page of the listing read before any is changed. */
  async function objectsUnder(keyPrefix: string): Promise<{ Key: string; LastModified?: Date }[]> {
    const objects: { Key: string; LastModified?: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: place.prefix + keyPrefix, ContinuationToken: token }));
      for (const { Key, LastModified } of page.Contents ?? []) if (Key) objects.push({ Key, LastModified });
      token = page.NextContinuationToken;
    } while (token);
    return objects;
  }

  const media: S3Media = {
    kind: 's3',
    workDir,
    newKey: newMediaKey,
    scratchKey: (owner, kind) => `${SCRATCH}/${owner}/${scratchName(kind)}`,
    async put(key, localPath) {
      const { bytes, etag } = await uploadFile(client, bucket, objectKey(key), localPath);
      // What this process stored it may well read next (an upload probed, then recognized).
      if (cache && etag) await cache.keep(key, etag, localPath, bytes).catch(() => {});
      await unlink(localPath);
    },
    async keep(owner, localPath) {
      const key = keptKey(owner, localPath);
      await media.put(key, localPath);
      return key;
    },
    async withLocal(key, fn, options) {
      const folder = join(workDir(userOfKey(key)), scratchName('media'));
      await mkdir(folder);
      try {
        // Under its own name, so an engine that goes by the extension (sox) still can.
        const path = join(folder, basename(key));
        await download(key, path, options?.signal);
        return await fn(path);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    stat: async (key) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) })).then(
      (head) => ({ bytes: head.ContentLength ?? 0 }),
      (error: unknown) => (isNotFound(error) ? null : Promise.reject(error)),
    ),
    async read(key, range) {
      const answer = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }))
        .catch(missing(key));
      return answer.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async copy(from, to) {
      const source = `${bucket}/${objectKey(from).split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: objectKey(to), CopySource: source })).catch(missing(from));
    },
    async removeOwner(owner) {
      const prefix = ownerPrefix(owner);
      let removed = 0;
      for (const object of await objectsUnder(prefix)) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        removed += 1;
      }
      for (const object of await objectsUnder(`${SCRATCH}/${prefix}`)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      await rm(join(workRoot, String(owner)), { recursive: true, force: true });
      return removed;
    },
    async sweepScratch(before) {
      const removed: string[] = [];
      for (const object of await objectsUnder(`${SCRATCH}/`)) {
        if (object.LastModified && object.LastModified >= before) continue;
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        removed.push(object.Key.slice(place.prefix.length));
      }
      return removed;
    },
  };
  return media;
}

/** Streams a local file into the bucket under `objectKey` (the prefix included), leaving the file; answers its size and the object's ETag. */
export async function uploadFile(client: S3Client, bucket: string, objectKey: string, localPath: string): Promise<{ bytes: number; etag?: string }> {
  const { size } = await stat(localPath);
  const answer = await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey, Body: createReadStream(localPath), ContentLength: size }));
  return { bytes: size, etag: answer.ETag };
}

const isNotModified = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}
