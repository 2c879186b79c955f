/**
 * The host's media tools (ffmpeg): what every engine's input is made with. Times are seconds from
 * the start of the audio; paths are local files; aborting a call stops its child process.
 */

/** What ffprobe found in a file, judged by content, never by its name. */
export interface MediaInfo {
  /** 0 when the container does not say (a browser's recording): then `durationKnown` is false. */
  durationSec: number;
  /** Whether the container stated its length: a 0 s file that says so is empty. */
  durationKnown: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  /** ffprobe's container name(s), e.g. 'wav', 'mp3', 'mov,mp4,m4a,3gp,3g2,mj2', 'ogg'. */
  formatName: string;
  /** Of the first audio stream; 0 when there is none. */
  channels: number;
  /** Of the first audio stream; 0 when there is none. */
  sampleRate: number;
}

export interface ToWavOptions {
  /** Take one channel (0-based) instead of mixing all channels down. */
  channel?: number;
  startSec?: number;
  durationSec?: number;
  signal?: AbortSignal;
}

export interface AudioTools {
  /** Throws BadMediaError (415) for anything ffmpeg cannot read. */
  probe(input: string, options?: { signal?: AbortSignal }): Promise<MediaInfo>;
  /**
   * Writes the audio of any media ffmpeg reads as 16 kHz mono 16-bit PCM WAV, the input every
   * engine here takes. Answers the duration written. Throws BadMediaError for unreadable input,
   * a file without audio (400) or a channel it lacks (400).
   */
  toWav16kMono(input: string, output: string, options?: ToWavOptions): Promise<{ durationSec: number }>;
  /**
   * One 16 kHz mono WAV per channel of the input, written into outDir as `channel-1.wav`,
   * `channel-2.wav`, ... (for splitting stereo call recordings). Answers the paths in channel order.
   */
  splitChannels(input: string, outDir: string, options?: { signal?: AbortSignal }): Promise<string[]>;
}
