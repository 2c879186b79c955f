import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { scratchName } from '@speechdeck/core/server';
import type { SplitterDeps } from '../splitter-deps.ts';
import { decodeChannels } from './decode-channels.ts';
import { DEMUXER } from './recording-channels.ts';

export const DECODE_NOW_JOB = 'splitter.decode-now';

/**
 * The stored upload and the keys to store each channel's WAV under (the route and the worker may
 * be different machines), and the demuxer ffprobe named; checked again here, since it reaches
 * ffmpeg's `-f`.
 */
const decodeNowPayload = z.object({
  uploadKey: z.string().min(1),
  demuxer: z.string().regex(DEMUXER),
  outputs: z.array(z.object({ channel: z.number().int().nonnegative(), key: z.string().min(1) })).min(1),
});

/** One channel to decode, and the media key its WAV is stored under. */
export interface StoredChannel {
  /** Counted from 0. */
  channel: number;
  key: string;
}

/**
 * Decodes the asked channels of a stored upload into stored WAVs while the client waits: a call,
 * so it takes one of the queue's slots, on a worker when this is an API host. `clientGone` drops it
 * from the wait or stops its ffmpeg.
 */
export function decodeNow(
  deps: Pick<SplitterDeps, 'jobs'>,
  { userId, uploadKey, demuxer, outputs, clientGone }: { userId: number; uploadKey: string; demuxer: string; outputs: readonly StoredChannel[]; clientGone?: AbortSignal },
): Promise<void> {
  const payload: z.input<typeof decodeNowPayload> = { uploadKey, demuxer, outputs: [...outputs] };
  return deps.jobs.call<void>(DECODE_NOW_JOB, payload, { userId, signal: clientGone });
}

/**
 * The synchronous decoding, run where the queue runs calls: ffmpeg writes into a scratch folder of
 * this node's work dir, and each WAV is then stored under its key.
 */
export function defineDecodeNow(deps: Pick<SplitterDeps, 'jobs' | 'media' | 'processes'>): void {
  const { media } = deps;
  deps.jobs.define({
    kind: DECODE_NOW_JOB,
    payload: decodeNowPayload,
    run: async ({ uploadKey, demuxer, outputs }, { signal, userId }) => {
      const scratch = join(media.workDir(userId), scratchName('decode'));
      await mkdir(scratch);
      try {
        const local = outputs.map(({ channel }, i) => ({ channel, path: join(scratch, `channel-${i}.wav`) }));
        await media.withLocal(uploadKey, (upload) => decodeChannels(deps.processes, upload, demuxer, local, signal), { signal });
        for (const [i, { key }] of outputs.entries()) await media.put(key, local[i]!.path);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  });
}
