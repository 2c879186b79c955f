import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, receiveUpload, type MediaStorage, type ReceivedUpload } from '@speechdeck/core/server';
import type { SpeakerDeps } from '../speaker-deps.ts';
import { secondsBeside } from './seconds-text.ts';

export interface ReceivedRecording extends ReceivedUpload {
  /** Seconds, as ffprobe read them; 0 when the container does not say (a browser's recording). */
  duration: number;
  /** The name the user knows it by. */
  fileName: string;
}

export interface RecordingLimits {
  minSeconds?: number;
  maxSeconds?: number;
  /** What the recording is for, in the messages: 'identifying', 'enrolling', ... */
  call: string;
}

/** Accepts whatever the first bytes might be; ffprobe then decides by content. */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/** 400 under `minSeconds`, 413 over `maxSeconds`, each naming the limit. */
export function requireLength(durationSec: number, limits: RecordingLimits): void {
  if (limits.minSeconds !== undefined && durationSec < limits.minSeconds) {
    throw new HttpError(400, `The recording is ${secondsBeside(durationSec, limits.minSeconds)} long: ${limits.call} needs at least ${limits.minSeconds} s of speech.`, { file: 'Too short.' });
  }
  if (limits.maxSeconds !== undefined && durationSec > limits.maxSeconds) {
    throw new HttpError(413, `The recording is ${secondsBeside(durationSec, limits.maxSeconds)} long: ${limits.call} takes at most ${limits.maxSeconds} s.`, { file: 'Too long.' });
  }
}

/**
 * Streams the form's `file` into the user's work dir (the host's upload limit) and probes it:
 * what ffmpeg cannot read is refused (415), a file without audio 400, a recording shorter than
 * `minSeconds` 400 and one longer than `maxSeconds` 413, each naming the limit. A refused upload is
 * removed; `check` may refuse the form's fields the same way.
 */
export async function receiveRecording(
  deps: Pick<SpeakerDeps, 'media' | 'config' | 'audio'>,
  request: FastifyRequest,
  userId: number,
  limits: RecordingLimits,
  check?: (fields: Record<string, string>) => void,
): Promise<ReceivedRecording> {
  const upload = await receiveUpload(request, {
    dir: deps.media.workDir(userId),
    maxBytes: deps.config.limits.uploadMaxBytes,
    accept: anyContent,
    acceptedText: 'an audio or video recording',
  });
  try {
    check?.(upload.fields);
    const info = await deps.audio.probe(upload.path);
    if (!info.hasAudio) throw new HttpError(400, 'The file has no audio track.', { file: 'No audio.' });
    // A browser's recording (MediaRecorder WebM) does not say its length: it is checked once converted.
    if (info.durationSec > 0) requireLength(info.durationSec, limits);
    return { ...upload, duration: info.durationSec, fileName: upload.originalName || upload.storedName };
  } catch (error) {
    await unlink(upload.path).catch(() => {});
    throw error;
  }
}

/** Stores an accepted recording and answers its key; one that cannot be stored is removed from the work dir. */
export async function keepRecording(media: Pick<MediaStorage, 'keep'>, userId: number, recording: ReceivedRecording): Promise<string> {
  return media.keep(userId, recording.path).catch(async (error: unknown) => {
    await unlink(recording.path).catch(() => {});
    throw error;
  });
}
