import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  HttpError, readWavInfo, receiveUpload,
  type AudioTools, type MediaInfo, type MediaIntake, type MediaStorage, type PlatformConfig, type ReceiveMediaOptions, type UploadOptions,
} from '@speechdeck/core/server';
import { safeFetchToFile, safeFetchToOpenFile, type SafeFetchOptions } from './safe-fetch.ts';

/** Accepts whatever the first bytes might be; ffprobe then decides by content. */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/** The platform's media intake: the host's upload and fetch limits, ffprobe, and the user's media storage. */
export function createMediaIntake(deps: { config: PlatformConfig; media: MediaStorage; audio: Pick<AudioTools, 'probe'> }): MediaIntake {
  const { config, media, audio } = deps;
  const fetchOptions = (signal?: AbortSignal): SafeFetchOptions => ({
    maxBytes: config.limits.fetchMaxBytes,
    timeoutMs: config.limits.fetchTimeoutMs,
    allowLoopback: config.limits.fetchAllowLoopback,
    signal,
  });

  /** Probes a local file; one without audio is refused. */
  async function probe(path: string, options: Pick<ReceiveMediaOptions, 'field' | 'noAudioField' | 'noAudio' | 'signal'> = {}): Promise<MediaInfo> {
    const info = (await pcmWavInfo(path)) ?? (await audio.probe(path, { signal: options.signal }));
    if (info.hasAudio) return info;
    if (options.noAudio) throw options.noAudio(info);
    throw new HttpError(400, 'The file has no audio track.', options.noAudioField ? { [options.field ?? 'file']: options.noAudioField } : undefined);
  }

  /** Whatever refuses or fails to store a file removes it: it is not scratch, so nothing else would. */
  async function removingOnFailure<T>(path: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await unlink(path).catch(() => {});
      throw error;
    }
  }

  async function keepFile(userId: number, path: string): Promise<{ key: string; duration: number }> {
    return removingOnFailure(path, async () => {
      const info = await probe(path);
      return { key: await media.keep(userId, path), duration: info.durationSec };
    });
  }

  /** Typed by what the options ask for in `MediaIntake['receive']`. */
  async function receive(request: FastifyRequest, options: ReceiveMediaOptions) {
    const form: UploadOptions = {
      dir: media.workDir(options.userId),
      field: options.field,
      maxBytes: config.limits.uploadMaxBytes,
      accept: anyContent,
      acceptedText: options.acceptedText ?? 'an audio or video file',
    };
    const received = options.optional ? await receiveUpload(request, { ...form, optional: true }) : await receiveUpload(request, form);
    if (received.path === null) return received;
    const { path, ...upload } = received;
    // Left in the work dir, or kept in the user's media.
    const answer = async <T extends object>(facts: T) => (options.keep === false ? { ...facts, path } : { ...facts, key: await media.keep(options.userId, path) });
    return removingOnFailure(path, async () => {
      await options.check?.(upload.fields, upload.fieldLists);
      if (options.probe === false) return answer(upload);
      const info = await probe(path, options);
      options.checkProbe?.(info);
      return answer({ ...upload, duration: info.durationSec, info });
    });
  }

  return {
    receive: receive as MediaIntake['receive'],
    keepFile,
    async fetchLink(link, { userId, signal }) {
      const storedName = `${randomBytes(16).toString('hex')}.media`;
      const path = join(media.workDir(userId), storedName);
      const fetched = await safeFetchToFile(link, path, fetchOptions(signal));
      return { ...fetched, storedName: basename(path), ...(await keepFile(userId, path)) };
    },
    fetchToOpenFile: (link, { userId, signal }) => safeFetchToOpenFile(link, media.workDir(userId), fetchOptions(signal)),
  };
}

/**
 * A 16-bit PCM WAV with samples in it, read from its header: ffprobe would say the same, and
 * starting it costs about 0.1 s a call (a tenth of a short file's recognition by Whisper). Null for
 * anything else, which ffprobe then judges.
 */
async function pcmWavInfo(path: string): Promise<MediaInfo | null> {
  const wav = await readWavInfo(path).catch(() => null);
  if (!wav || wav.frames === 0) return null;
  return { durationSec: wav.durationSec, durationKnown: true, hasAudio: true, hasVideo: false, formatName: 'wav', channels: wav.channels, sampleRate: wav.sampleRate };
}
