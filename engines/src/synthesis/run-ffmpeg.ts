import { rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { EngineFailedError, scratchName, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';

/**
 * Runs ffmpeg on one WAV the host wrote (or took from an engine) and writes `outPath` whole or
 * not at all: the output goes to a scratch name beside it and is renamed when ffmpeg succeeds.
 * The input is read with the wav demuxer only, from a plain file, so no input can make ffmpeg
 * open another file or a URL.
 */
export async function runFfmpegOnWav(
  processes: ProcessRunner,
  wavIn: string,
  outputArgs: readonly string[],
  outPath: string,
  options: { signal?: AbortSignal; failure: string },
): Promise<void> {
  const partial = join(dirname(resolve(outPath)), scratchName('audio'));
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
    '-protocol_whitelist', 'file', '-f', 'wav', '-i', `file:${resolve(wavIn)}`,
    '-map_metadata', '-1', '-flags', '+bitexact', '-fflags', '+bitexact',
    ...outputArgs, `file:${partial}`,
  ];
  try {
    const result = await processes.run('ffmpeg', args, { name: 'ffmpeg', installHint: 'apt-get install ffmpeg', signal: options.signal });
    if (result.exitCode !== 0) throw new EngineFailedError(options.failure, 502, { cause: stderrSummary(result.stderr) });
    await rename(partial, outPath);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
