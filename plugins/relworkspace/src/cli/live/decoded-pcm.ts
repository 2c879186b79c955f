import { spawn } from 'node:child_process';
import { CliError, EXIT_CODES } from '@speechdeck/core/cli';
import { LIVE_SAMPLE_RATE } from '../../index.ts';

/**
 * A media file as 16 kHz mono 16-bit PCM, decoded by ffmpeg as it is read (nothing whole in
 * memory). Ends with a CliError when ffmpeg cannot decode it.
 */
export async function* decodedPcm(file: string, signal: AbortSignal): AsyncGenerator<Buffer> {
  const ffmpeg = spawn('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', file, '-f', 's16le', '-ac', '1', '-ar', String(LIVE_SAMPLE_RATE), '-'], { stdio: ['ignore', 'pipe', 'pipe'], signal });
  let stderr = '';
  ffmpeg.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new CliError(EXIT_CODES.FAILURE, 'ffmpeg is not installed: apt-get install ffmpeg') : error));
    ffmpeg.on('close', resolve);
  });
  for await (const chunk of ffmpeg.stdout) yield chunk as Buffer;
  const code = await exited;
  if (code !== 0 && !signal.aborted) throw new CliError(EXIT_CODES.FAILURE, `ffmpeg could not decode ${file}: ${stderr.trim().split('\n').at(-1) ?? 'not a media file'}`);
}
