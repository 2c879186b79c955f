import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, receiveUpload, type ReceivedUpload } from '@speechdeck/core/server';
import type { SttDeps } from './stt-deps.ts';

export interface MediaUpload extends ReceivedUpload {
  duration: number;
}

/** Accepts whatever the first bytes might be; ffprobe then decides by content (`probe` below). */
const anyExtension = (head: Buffer) => (head.length > 0 ? 'media' : null);

type UploadDeps = Pick<SttDeps, 'media' | 'config' | 'engines'>;

/**
 * Streams an uploaded file into the user's media folder and probes it: a file ffmpeg cannot read
 * as audio or video is removed and refused (415), so nothing unusable is kept.
 */
export async function receiveMedia(deps: UploadDeps, request: FastifyRequest, userId: number): Promise<MediaUpload> {
  const upload = await receiveUpload(request, {
    dir: deps.media.dir(userId),
    maxBytes: deps.config.limits.uploadMaxBytes,
    accept: anyExtension,
    acceptedText: 'an audio or video file',
  });
  return probeStored(deps, upload);
}

export async function probeStored<T extends { path: string }>(deps: Pick<SttDeps, 'engines'>, file: T): Promise<T & { duration: number }> {
  try {
    const info = await deps.engines.audio.probe(file.path);
    if (!info.hasAudio) throw new HttpError(400, 'The file has no audio track.');
    return { ...file, duration: info.durationSec };
  } catch (error) {
    await unlink(file.path).catch(() => {});
    throw error;
  }
}
