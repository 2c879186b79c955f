import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, receiveUpload, type ReceivedUpload } from '@speechdeck/core/server';
import type { MedDeps } from '../med-deps.ts';

/** Accepts whatever the first bytes might be; ffprobe then decides by content. */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/**
 * Streams the form's `file` into the user's media folder (the host's upload limit) and probes it:
 * what ffmpeg cannot read is refused (415) and a file without audio 400, and removed.
 */
export async function receiveMedia(deps: Pick<MedDeps, 'media' | 'config' | 'audio'>, request: FastifyRequest, userId: number): Promise<ReceivedUpload & { duration: number }> {
  const upload = await receiveUpload(request, {
    dir: deps.media.dir(userId),
    maxBytes: deps.config.limits.uploadMaxBytes,
    accept: anyContent,
    acceptedText: 'an audio or video file',
  });
  try {
    const info = await deps.audio.probe(upload.path);
    if (!info.hasAudio) throw new HttpError(400, 'The file has no audio track.');
    return { ...upload, duration: info.durationSec };
  } catch (error) {
    await unlink(upload.path).catch(() => {});
    throw error;
  }
}
