import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  BadMediaError, readMono16kInfo, readWavInfo, SAMPLE_RATE, stderrSummary, type AudioTools, type MediaInfo, type ProcessResult, type ToWavOptions,
} from '@speechdeck/core/server';
import { runProcess } from '../process/run-process.ts';

export interface FfmpegConfig {
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Per call; a conversion of a long file takes a while (default 10 minutes). */
  timeoutMs?: number;
}

/**
 * The demuxers we open. Real media containers only: playlist and indirection formats (hls, concat,
 * image2, lavfi, tty for text, ...) are left out, so an upload can never make ffmpeg open other files
 * or URLs, and a text file is never "read" as a picture.
 */
const MEDIA_FORMATS = [
  'wav', 'w64', 'mp3', 'ogg', 'flac', 'aac', 'mov', 'matroska', 'avi', 'asf', 'aiff', 'caf', 'amr', 'au',
  'wv', 'ape', 'tta', 'mpegts', 'mpeg', 'flv', 'ac3', 'eac3', 'dts', 'gsm', 'voc', 'mpc', 'mpc8', 'dsf', 'loas', 'xwma',
].join(',');

/** ffmpeg itself warns below this score that it is guessing; random bytes land there, real media far above. */
const MIN_PROBE_SCORE = 25;
/** RIFF, fmt and data headers of a plain PCM WAV: where pocketsphinx expects the samples to begin. */
const CANONICAL_HEADER_BYTES = 44;

const UNREADABLE = 'The file is not audio or video that ffmpeg can read.';
const INSTALL_HINT = 'apt-get install ffmpeg';

/** Opens inputs through the file protocol only: a name like 'concat:a|b' or 'http://x' stays a file name. */
const inputArgs = (path: string) => ['-format_whitelist', MEDIA_FORMATS, '-protocol_whitelist', 'file', '-i', `file:${resolve(path)}`];
const outputArg = (path: string) => `file:${resolve(path)}`;

interface ProbeJson {
  format?: { format_name?: string; duration?: string; probe_score?: number };
  streams?: { codec_type?: string; channels?: number; sample_rate?: string; duration?: string; disposition?: { attached_pic?: number } }[];
}

/** AudioTools over the ffprobe and ffmpeg programs, run as separate processes (LGPL/GPL stay out of our code). */
export class FfmpegAudioTools implements AudioTools {
  private readonly ffmpeg: string;
  private readonly ffprobe: string;
  private readonly timeoutMs: number | undefined;

  constructor(config: FfmpegConfig = {}) {
    this.ffmpeg = config.ffmpegPath ?? 'ffmpeg';
    this.ffprobe = config.ffprobePath ?? 'ffprobe';
    this.timeoutMs = config.timeoutMs;
  }

  async probe(input: string, options: { signal?: AbortSignal } = {}): Promise<MediaInfo> {
    const args = ['-v', 'error', ...inputArgs(input), '-print_format', 'json', '-show_format', '-show_streams'];
    const result = await runProcess(this.ffprobe, args, { name: 'ffprobe', installHint: INSTALL_HINT, signal: options.signal, timeoutMs: this.timeoutMs });
    if (result.exitCode !== 0) throw unreadable(result);
    const json = JSON.parse(result.stdout) as ProbeJson;
    const format = json.format ?? {};
    if ((format.probe_score ?? 0) < MIN_PROBE_SCORE) throw new BadMediaError(UNREADABLE, 415, { cause: `probe score ${format.probe_score}` });
    const streams = json.streams ?? [];
    const audio = streams.find((s) => s.codec_type === 'audio');
    // Cover art of an mp3 or m4a is a video stream to ffmpeg, but nobody calls that a video.
    const hasVideo = streams.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
    const duration = Number(format.duration ?? audio?.duration ?? Number.NaN);
    return {
      durationSec: Number.isFinite(duration) ? duration : 0,
      // A WAV's header states its length: ffprobe prints none for one without samples.
      durationKnown: Number.isFinite(duration) || format.format_name === 'wav',
      hasAudio: audio !== undefined,
      hasVideo,
      formatName: format.format_name ?? 'unknown',
      channels: audio?.channels ?? 0,
      sampleRate: Number(audio?.sample_rate ?? 0),
    };
  }

  async toWav16kMono(input: string, output: string, options: ToWavOptions = {}): Promise<{ durationSec: number }> {
    const { channel, startSec, durationSec } = options;
    options.signal?.throwIfAborted();
    // Already what the engines read (16 kHz mono 16-bit PCM, whole file): a copy spares ffprobe and
    // ffmpeg. pocketsphinx skips 44 header bytes and decodes the rest to the end as samples, so only
    // a file laid out exactly so is copied: another chunk before or after the samples would be heard.
    if (channel === undefined && startSec === undefined && durationSec === undefined) {
      const wav = await readMono16kInfo(input).catch(() => null);
      if (wav && wav.frames > 0 && wav.dataOffset === CANONICAL_HEADER_BYTES && (await stat(input)).size === CANONICAL_HEADER_BYTES + wav.frames * 2) {
        await copyFile(input, output);
        return { durationSec: wav.durationSec };
      }
    }
    const info = await this.requireAudio(input, options.signal);
    if (channel !== undefined && (!Number.isInteger(channel) || channel < 0 || channel >= info.channels)) {
      throw new BadMediaError(`The audio has ${info.channels} channel(s); channel ${channel} does not exist (channels count from 0).`, 400);
    }
    if (startSec !== undefined && info.durationSec > 0 && startSec >= info.durationSec) {
      throw new BadMediaError(`The start ${startSec} s is past the end of the audio (${info.durationSec.toFixed(2)} s).`, 400);
    }
    const args = [
      '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
      ...(startSec ? ['-ss', String(startSec)] : []),
      ...inputArgs(input),
      ...(durationSec !== undefined ? ['-t', String(durationSec)] : []),
      ...monoWavOutput(channel, output),
    ];
    await this.convert(args, [output], options.signal);
    return { durationSec: (await readWavInfo(output)).durationSec };
  }

  async splitChannels(input: string, outDir: string, options: { signal?: AbortSignal } = {}): Promise<string[]> {
    const info = await this.requireAudio(input, options.signal);
    await mkdir(outDir, { recursive: true });
    const outputs = Array.from({ length: info.channels }, (_, i) => join(outDir, `channel-${i + 1}.wav`));
    // One decoding pass feeding one output per channel.
    const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...inputArgs(input), ...outputs.flatMap((out, i) => monoWavOutput(i, out))];
    await this.convert(args, outputs, options.signal);
    return outputs;
  }

  private async requireAudio(input: string, signal: AbortSignal | undefined): Promise<MediaInfo> {
    const info = await this.probe(input, { signal });
    if (!info.hasAudio) throw new BadMediaError(`The ${info.hasVideo ? 'video' : 'file'} has no audio track.`, 400);
    return info;
  }

  private async convert(args: string[], outputs: string[], signal: AbortSignal | undefined): Promise<void> {
    try {
      const result = await runProcess(this.ffmpeg, args, { name: 'ffmpeg', installHint: INSTALL_HINT, signal, timeoutMs: this.timeoutMs });
      if (result.exitCode !== 0) throw unreadable(result);
    } catch (error) {
      await Promise.all(outputs.map((out) => rm(out, { force: true })));
      throw error;
    }
  }
}

function monoWavOutput(channel: number | undefined, output: string): string[] {
  return [
    '-map', '0:a:0', '-vn', '-sn', '-dn',
    ...(channel !== undefined ? ['-af', `pan=mono|c0=c${channel}`] : ['-ac', '1']),
    '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-map_metadata', '-1', '-fflags', '+bitexact', '-f', 'wav',
    outputArg(output),
  ];
}

/** A failed run of ffmpeg/ffprobe: the input's fault unless ffmpeg itself broke. */
function unreadable(result: ProcessResult): Error {
  const detail = stderrSummary(result.stderr);
  // The host's own fault (a missing input, an unwritable output): a 500 for its log, not the user's media.
  if (/No such file or directory|Permission denied|No space left/.test(detail)) return new Error(`ffmpeg failed: ${detail}`);
  return new BadMediaError(UNREADABLE, 415, { cause: detail });
}
