import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, type MediaStorage, type ProbedMediaUpload } from '@speechdeck/core/server';
import type { SpeakerDeps } from '../speaker-deps.ts';
import { secondsBeside } from './seconds-text.ts';

export interface ReceivedRecording extends ProbedMediaUpload {
  /** The name the user knows it by. */
  fileName: string;
}

export interface RecordingLimits {
  minSeconds?: number;
  maxSeconds?: number;
  /** What the recording is for, in the messages: 'identifying', 'enrolling', ... */
  call: string;
}

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
 * The form's `file`, received by the platform's intake (the host's upload limit) and probed, not yet
 * stored: what ffmpeg cannot read is refused (415), a file without audio 400, a recording shorter
 * than `minSeconds` 400 and one longer than `maxSeconds` 413, each naming the limit. A refused upload
 * is removed; `check` may refuse the form's fields the same way.
 */
export async function receiveRecording(
  deps: Pick<SpeakerDeps, 'intake'>,
  request: FastifyRequest,
  userId: number,
  limits: RecordingLimits,
  check?: (fields: Record<string, string>) => void,
): Promise<ReceivedRecording> {
  const upload = await deps.intake.receive(request, {
    userId,
    keep: false,
    acceptedText: 'an audio or video recording',
    noAudioField: 'No audio.',
    check,
    // A browser's recording (MediaRecorder WebM) does not say its length: it is checked once converted.
    checkProbe: (info) => {
      if (info.durationSec > 0) requireLength(info.durationSec, limits);
    },
  });
  return { ...upload, fileName: upload.originalName || upload.storedName };
}

/** Stores an accepted recording and answers its key; one that cannot be stored is removed from the work dir. */
export async function keepRecording(media: Pick<MediaStorage, 'keep'>, userId: number, recording: ReceivedRecording): Promise<string> {
  return media.keep(userId, recording.path).catch(async (error: unknown) => {
    await unlink(recording.path).catch(() => {});
    throw error;
  });
}
