import type { ProcessRunner } from '@speechdeck/core/server';
import type { AudioFormat } from '../../contract/tts-api.ts';
import { runFfmpegOnWav } from '@speechdeck/engines/synthesis';

/**
 * ffmpeg's output options per format. Speech is mono: VBR mp3 at lame's quality 5 (about 60 kb/s
 * for a 22 kHz voice) and Vorbis at quality 3 keep it clear at a size that can go by e-mail.
 */
const OUTPUT: Record<AudioFormat, readonly string[]> = {
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  mp3: ['-c:a', 'libmp3lame', '-q:a', '5', '-f', 'mp3'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '3', '-f', 'ogg'],
};

/**
 * Writes a WAV as the format a user asked for: mono 16-bit PCM WAV (whatever the input's sample
 * format and channels), MP3 (libmp3lame) or Ogg Vorbis (libvorbis), at the input's sample rate.
 * `outPath` is written whole or not at all.
 */
export async function encodeAudio(
  processes: ProcessRunner,
  wavIn: string,
  format: AudioFormat,
  outPath: string,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  await runFfmpegOnWav(processes, wavIn, ['-ac', '1', ...OUTPUT[format]], outPath, {
    signal: options.signal,
    failure: `The audio could not be encoded as ${format}.`,
  });
}
