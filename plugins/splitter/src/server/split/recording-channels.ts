import { BadMediaError, readWavInfo, type MediaInfo, type WavInfo } from '@speechdeck/core/server';

/** What splitting needs to know of a recording, and how its samples will be read. */
export type Recording =
  /** A 16-bit PCM WAV: its samples are copied as they are. */
  | { kind: 'pcm16'; channels: number; sampleRate: number; wav: WavInfo }
  /** Anything else ffmpeg reads, decoded with the demuxer ffprobe recognized it by. */
  | { kind: 'media'; channels: number; sampleRate: number; demuxer: string };

/** ffprobe's container names ('mov,mp4,m4a,3gp,3g2,mj2'): the first one names the demuxer. */
export const DEMUXER = /^[a-z0-9_]+$/;

/** The refusal of a recording without audio, naming a video as such. */
export const noAudioTrack = (info: Pick<MediaInfo, 'hasVideo'>) => new BadMediaError(`The ${info.hasVideo ? 'video' : 'file'} has no audio track.`, 400);

/**
 * How an uploaded recording's samples will be read: a 16-bit PCM WAV's by its header, anything
 * else's by the demuxer the intake's ffprobe found (ffprobe reads only real media containers).
 */
export async function recordingOf(path: string, info: MediaInfo): Promise<Recording> {
  const wav = await readWavInfo(path).catch(() => null);
  if (wav && wav.frames > 0 && wav.channels > 0 && wav.sampleRate > 0) return { kind: 'pcm16', channels: wav.channels, sampleRate: wav.sampleRate, wav };
  const demuxer = info.formatName.split(',')[0]!;
  if (!DEMUXER.test(demuxer)) throw new BadMediaError('The file is not audio or video that ffmpeg can read.', 415, { cause: `format ${info.formatName}` });
  return { kind: 'media', channels: info.channels, sampleRate: info.sampleRate, demuxer };
}

export const MONO_MESSAGE = 'The file has one channel (mono): a call recording needs two, one side of the call on each. Choose a stereo recording of the call.';

/** 400 for a mono recording, or for a channel it does not have. */
export function requireChannel(recording: Pick<Recording, 'channels'>, channel: number | undefined): void {
  const { channels } = recording;
  if (channels < 2) throw new BadMediaError(MONO_MESSAGE, 400);
  if (channel !== undefined && channel >= channels) {
    throw new BadMediaError(`The recording has ${channels} channels (chan=0 to ${channels - 1}); channel ${channel} does not exist.`, 400);
  }
}
