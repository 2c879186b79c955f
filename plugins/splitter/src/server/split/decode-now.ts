import { z } from 'zod';
import type { SplitterDeps } from '../splitter-deps.ts';
import { decodeChannels, type ChannelOutput } from './decode-channels.ts';
import { DEMUXER } from './recording-channels.ts';

export const DECODE_NOW_JOB = 'splitter.decode-now';

/**
 * The upload and the WAVs to write, by media key (the user's media folder is shared by every
 * node), and the demuxer ffprobe named; checked again here, since it reaches ffmpeg's `-f`.
 */
const decodeNowPayload = z.object({
  uploadKey: z.string().min(1),
  demuxer: z.string().regex(DEMUXER),
  outputs: z.array(z.object({ channel: z.number().int().nonnegative(), key: z.string().min(1) })).min(1),
});

/**
 * Decodes the asked channels of an upload into WAVs while the client waits: a call, so it takes
 * one of the queue's slots, on a worker when this is an API host. The outputs must lie in the
 * user's media folder. `clientGone` drops it from the wait or stops its ffmpeg.
 */
export function decodeNow(
  deps: Pick<SplitterDeps, 'jobs' | 'media'>,
  { userId, upload, demuxer, outputs, clientGone }: { userId: number; upload: string; demuxer: string; outputs: readonly ChannelOutput[]; clientGone?: AbortSignal },
): Promise<void> {
  const payload: z.input<typeof decodeNowPayload> = {
    uploadKey: deps.media.keyOf(upload), demuxer, outputs: outputs.map(({ channel, path }) => ({ channel, key: deps.media.keyOf(path) })),
  };
  return deps.jobs.call<void>(DECODE_NOW_JOB, payload, { userId, signal: clientGone });
}

/** The synchronous decoding, run where the queue runs calls. */
export function defineDecodeNow(deps: Pick<SplitterDeps, 'jobs' | 'media' | 'processes'>): void {
  deps.jobs.define({
    kind: DECODE_NOW_JOB,
    payload: decodeNowPayload,
    run: ({ uploadKey, demuxer, outputs }, { signal }) =>
      decodeChannels(deps.processes, deps.media.pathOf(uploadKey), demuxer, outputs.map(({ channel, key }) => ({ channel, path: deps.media.pathOf(key) })), signal),
  });
}
