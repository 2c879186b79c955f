import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { receiveUpload, type ReceivedUpload, type ServerContext } from '@speechdeck/core/server';

export interface MediaUpload extends ReceivedUpload {
  duration: number;
}

/** Accepts whatever the first bytes might be; ffprobe then decides by content (`probe` below). */
const anyExtension = (head: Buffer) => (head.length > 0 ? 'media' : null);

/**
 * Streams an uploaded file into the user's media folder and probes it: a file ffmpeg cannot read
 * as audio or video is removed and refused (415), so nothing unusable is kept.
 */
export async function receiveMedia(context: ServerContext, request: FastifyRequest, userId: number): Promise<MediaUpload> {
  const upload = await receiveUpload(request, {
    dir: context.mediaDir(userId),
    maxBytes: context.limits.uploadMaxBytes,
    accept: anyExtension,
    acceptedText: 'an audio or video file',
  });
  return probeStored(context, upload);
}

export async function probeStored<T extends { path: string }>(context: ServerContext, file: T): Promise<T & { duration: number }> {
  try {
    const info = await context.engines.audio.probe(file.path);
    if (!info.hasAudio) throw Object.assign(new Error('The file has no audio track.'), { statusCode: 400 });
    return { ...file, duration: info.durationSec };
  } catch (error) {
    await unlink(file.path).catch(() => {});
    throw error;
  }
}
