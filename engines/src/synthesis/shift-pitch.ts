import type { ProcessRunner } from '@speechdeck/core/server';
import { runFfmpegOnWav } from './run-ffmpeg.ts';

/**
 * Moves a mono 16-bit WAV's pitch by `semitones`, keeping its duration and its formants (ffmpeg's
 * rubberband filter, formants preserved: a voice shifted with its formants sounds like a chipmunk
 * or a giant). For voices whose engine cannot move pitch itself. It costs intelligibility: flite
 * rms shifted by +6 / -6 semitones went from 28 % to 45 % / 106 % round-trip WER through
 * pocketsphinx, where flite's own f0 control cost slt 4-8 points; so engines that can, do it
 * themselves.
 */
export async function shiftPitch(
  processes: ProcessRunner,
  wavIn: string,
  outWav: string,
  semitones: number,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const ratio = 2 ** (semitones / 12);
  const filter = `rubberband=pitch=${ratio.toFixed(6)}:pitchq=quality:formant=preserved`;
  await runFfmpegOnWav(processes, wavIn, ['-af', filter, '-ac', '1', '-c:a', 'pcm_s16le', '-f', 'wav'], outWav, {
    signal: options.signal,
    failure: 'The pitch of the synthesized audio could not be changed.',
  });
}
