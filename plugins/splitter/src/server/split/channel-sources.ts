import type { Readable } from 'node:stream';
import { MediaMissing } from '@speechdeck/core/server';
import type { SplitterDeps } from '../splitter-deps.ts';
import { decodeNow } from './decode-now.ts';
import { pcmChannelBytes, pcmChannelStream } from './pcm-channel.ts';
import type { Recording } from './recording-channels.ts';

/** One channel of the answer: the file name it goes by, its exact size, and its WAV as a stream. */
export interface ChannelSource {
  channel: number;
  name: string;
  size: number;
  open(): Promise<Readable>;
}

/** The channels to answer, and `release()` to remove what was stored for them once the answer is sent. */
export interface ChannelSources {
  sources: ChannelSource[];
  release(): Promise<void>;
}

/**
 * The asked channels of an inspected recording, ready to stream. From a 16-bit PCM WAV they are
 * copied out of the upload as the answer is sent (nothing more is written). This stays with the
 * route rather than in a call: it spawns nothing, and its cost is reading the upload once, which
 * the answer does anyway; a worker could only write the same bytes to disk for the route to read
 * again. Anything else is decoded by ffmpeg first, in one pass, by the call `splitter.decode-now`
 * (a worker's, on an API host, which may be another machine): the upload is stored for it (and
 * removed once decoded) and it stores the channels' WAVs, which the answer then reads. They are
 * stored under scratch names, which a host's start sweeps from a media folder should it die before
 * `release()`. A file ffmpeg cannot decode is refused before any answer.
 */
export async function channelSources(
  deps: Pick<SplitterDeps, 'jobs' | 'media'>,
  { userId, upload, recording, channels, clientGone }: {
    userId: number;
    /** The upload's local file, which a decoding takes. */
    upload: string;
    recording: Recording;
    channels: readonly { channel: number; name: string }[];
    clientGone?: AbortSignal;
  },
): Promise<ChannelSources> {
  if (recording.kind === 'pcm16') {
    const { wav } = recording;
    const sources = channels.map(({ channel, name }) => ({ channel, name, size: pcmChannelBytes(wav), open: async () => pcmChannelStream(upload, wav, channel) }));
    return { sources, release: async () => {} };
  }
  const { media } = deps;
  const scratchKey = () => media.scratchKey(userId, 'split');
  const uploadKey = scratchKey();
  const outputs = channels.map(({ channel }) => ({ channel, key: scratchKey() }));
  const release = async () => {
    for (const { key } of outputs) await media.remove(key).catch(() => {});
  };
  try {
    await media.put(uploadKey, upload);
    try {
      await decodeNow(deps, { userId, uploadKey, demuxer: recording.demuxer, outputs, clientGone });
    } finally {
      await media.remove(uploadKey).catch(() => {});
    }
    const sources = await Promise.all(channels.map(async ({ channel, name }, i) => {
      const { key } = outputs[i]!;
      const info = await media.stat(key);
      if (!info) throw new MediaMissing(key);
      return { channel, name, size: info.bytes, open: () => media.read(key) };
    }));
    return { sources, release };
  } catch (error) {
    await release();
    throw error;
  }
}
