import { resolve } from 'node:path';
import { BadMediaError, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';

/** One channel to write, and where. */
export interface ChannelOutput {
  /** Counted from 0. */
  channel: number;
  path: string;
}

/**
 * Decodes a recording with ffmpeg and writes each asked channel of its first audio stream as a
 * 16-bit mono WAV at the stream's own rate, all in one decoding pass. The input is opened as a
 * plain file with the demuxer ffprobe recognized it by, so it cannot make ffmpeg open another file
 * or a URL. A pure channel mapping (`pan=mono|c0=cN`) copies the decoded samples without mixing.
 */
export async function decodeChannels(processes: ProcessRunner, input: string, demuxer: string, outputs: readonly ChannelOutput[], signal?: AbortSignal): Promise<void> {
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
    '-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${resolve(input)}`,
    ...outputs.flatMap(({ channel, path }) => [
      '-map', '0:a:0', '-vn', '-sn', '-dn', '-af', `pan=mono|c0=c${channel}`, '-c:a', 'pcm_s16le',
      '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-f', 'wav', `file:${resolve(path)}`,
    ]),
  ];
  const result = await processes.run('ffmpeg', args, { name: 'ffmpeg', installHint: 'apt-get install ffmpeg', signal });
  if (result.exitCode !== 0) throw new BadMediaError('The recording could not be decoded: it is damaged or not audio that ffmpeg can read.', 415, { cause: stderrSummary(result.stderr) });
}
