import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, readWavInfo, receiveUpload, type ReceivedUpload } from '@speechdeck/core/server';
import type { SttDeps } from './stt-deps.ts';

/** An accepted upload, stored: rows and job payloads name it by `key`, never by a local path. */
export interface MediaUpload extends Omit<ReceivedUpload, 'path'> {
  key: string;
  duration: number;
}

/** Accepts whatever the first bytes might be; ffprobe then decides by content (`keepMedia` below). */
const anyExtension = (head: Buffer) => (head.length > 0 ? 'media' : null);

type UploadDeps = Pick<SttDeps, 'media' | 'config' | 'engines'>;

/**
 * Streams an uploaded file into the user's work dir, probes it and stores it: a file ffmpeg
 * cannot read as audio or video is removed and refused (415), so nothing unusable is kept.
 */
export async function receiveMedia(deps: UploadDeps, request: FastifyRequest, userId: number): Promise<MediaUpload> {
  const { path, ...upload } = await receiveUpload(request, {
    dir: deps.media.workDir(userId),
    maxBytes: deps.config.limits.uploadMaxBytes,
    accept: anyExtension,
    acceptedText: 'an audio or video file',
  });
  return { ...upload, ...(await keepMedia(deps, userId, path)) };
}

/**
 * Stores a file that landed in the user's work dir under its own name once ffprobe finds audio in
 * it. Whatever stops that (no audio, a store that fails) removes the local file: it is not scratch,
 * so nothing else would.
 */
export async function keepMedia(deps: Pick<SttDeps, 'engines' | 'media'>, userId: number, path: string): Promise<{ key: string; duration: number }> {
  try {
    const info = (await pcmWavInfo(path)) ?? (await deps.engines.audio.probe(path));
    if (!info.hasAudio) throw new HttpError(400, 'The file has no audio track.');
    return { key: await deps.media.keep(userId, path), duration: info.durationSec };
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  }
}

/**
 * A 16-bit PCM WAV with samples in it, read from its header: ffprobe would say the same, and
 * starting it costs about 0.1 s a call (a tenth of a short file's recognition by Whisper). Null for
 * anything else, which ffprobe then judges.
 */
async function pcmWavInfo(path: string): Promise<{ hasAudio: true; durationSec: number } | null> {
  const wav = await readWavInfo(path).catch(() => null);
  return wav && wav.frames > 0 ? { hasAudio: true, durationSec: wav.durationSec } : null;
}
