import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, receiveUpload, type ReceivedUpload } from '@speechdeck/core/server';
import type { MedDeps } from '../med-deps.ts';

/** Accepts whatever the first bytes might be; ffprobe then decides by content. */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/**
 * Streams the form's `file` into the user's work dir (the host's upload limit), probes it and
 * stores it: what ffmpeg cannot read is refused (415) and a file without audio 400, and removed,
 * as it is when storing it fails (it is not scratch, so nothing else would remove it).
 */
export async function receiveMedia(deps: Pick<MedDeps, 'media' | 'config' | 'audio'>, request: FastifyRequest, userId: number): Promise<Omit<ReceivedUpload, 'path'> & { key: string; duration: number }> {
  const { path, ...upload } = await receiveUpload(request, {
    dir: deps.media.workDir(userId),
    maxBytes: deps.config.limits.uploadMaxBytes,
    accept: anyContent,
    acceptedText: 'an audio or video file',
  });
  try {
    const info = await deps.audio.probe(path);
    if (!info.hasAudio) throw new HttpError(400, 'The file has no audio track.');
    return { ...upload, key: await deps.media.keep(userId, path), duration: info.durationSec };
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  }
}
