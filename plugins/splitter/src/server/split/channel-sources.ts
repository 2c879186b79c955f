import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { SplitterDeps } from '../splitter-deps.ts';
import { decodeNow } from './decode-now.ts';
import { pcmChannelBytes, pcmChannelStream } from './pcm-channel.ts';
import type { Recording } from './recording-channels.ts';

/** One channel of the answer: the file name it goes by, its exact size, and its WAV as a stream. */
export interface ChannelSource {
  channel: number;
  name: string;
  size: number;
  open(): Readable;
}

/**
 * The asked channels of an inspected recording, ready to stream. From a 16-bit PCM WAV they are
 * copied out of the upload as the answer is sent (nothing more is written). This stays with the
 * route rather than in a call: it spawns nothing, and its cost is reading the upload once, which
 * the answer does anyway; a worker could only write the same bytes to disk for the route to read
 * again. Anything else is decoded by ffmpeg first, in one pass, by the call `splitter.decode-now`
 * (a worker's, on an API host) into WAVs in `scratch`, a folder of the user's media folder that
 * every node shares (the answer then streams from them, and the upload is removed at once); a file
 * ffmpeg cannot decode is refused before any answer.
 */
export async function channelSources(
  deps: Pick<SplitterDeps, 'jobs' | 'media'>,
  { userId, upload, recording, channels, scratch, clientGone }: {
    userId: number;
    upload: string;
    recording: Recording;
    channels: readonly { channel: number; name: string }[];
    scratch: string;
    clientGone?: AbortSignal;
  },
): Promise<ChannelSource[]> {
  if (recording.kind === 'pcm16') {
    const { wav } = recording;
    return channels.map(({ channel, name }) => ({ channel, name, size: pcmChannelBytes(wav), open: () => pcmChannelStream(upload, wav, channel) }));
  }
  const outputs = channels.map(({ channel }) => ({ channel, path: join(scratch, `channel-${channel}.wav`) }));
  await decodeNow(deps, { userId, upload, demuxer: recording.demuxer, outputs, clientGone });
  await unlink(upload);
  return Promise.all(channels.map(async ({ channel, name }, i) => {
    const { path } = outputs[i]!;
    return { channel, name, size: (await stat(path)).size, open: () => createReadStream(path) };
  }));
}
