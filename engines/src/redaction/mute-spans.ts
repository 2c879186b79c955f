import { rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { EngineFailedError, scratchName, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';

/**
 * How far before and after a finding's words the audio is silenced: recognizers' word times are
 * off by a few hundredths of a second, and a syllable left at an edge can still be heard.
 */
export const MUTE_PADDING_SECONDS = 0.15;

/**
 * Writes `input` (any media ffmpeg reads) as a 16-bit PCM WAV of its own rate and channels with
 * each span silent (volume 0 between its start and end, widened by the padding). ffmpeg streams the
 * file, so a long recording is never held in memory; the output is written whole or not at all.
 * Silence rather than a tone: a listener hears where something was taken out from the tag in the
 * text, and silence adds nothing a recognizer could take for speech.
 */
export async function muteSpans(
  processes: ProcessRunner,
  input: string,
  output: string,
  spans: readonly { start: number; end: number }[],
  options: { signal?: AbortSignal; padding?: number } = {},
): Promise<void> {
  const padding = options.padding ?? MUTE_PADDING_SECONDS;
  const between = spans.map(({ start, end }) => `between(t,${Math.max(0, start - padding).toFixed(3)},${(end + padding).toFixed(3)})`);
  const filter = between.length > 0 ? `volume=volume=0:enable='${between.join('+')}'` : 'anull';
  const partial = join(dirname(resolve(output)), scratchName('redacted'));
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-protocol_whitelist', 'file', '-i', `file:${resolve(input)}`,
    '-vn', '-map', '0:a:0', '-map_metadata', '-1', '-af', filter, '-c:a', 'pcm_s16le', '-f', 'wav', `file:${partial}`,
  ];
  try {
    const result = await processes.run('ffmpeg', args, { name: 'ffmpeg', installHint: 'apt-get install ffmpeg', signal: options.signal });
    if (result.exitCode !== 0) throw new EngineFailedError('The audio could not be redacted.', 502, { cause: stderrSummary(result.stderr) });
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
