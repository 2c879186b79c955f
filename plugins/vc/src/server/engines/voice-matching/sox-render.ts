import { writeFile } from 'node:fs/promises';
import { EngineFailedError, SAMPLE_RATE, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';

/** What voice matching does to a synthesized WAV after the synthesizer's own pitch and rate. */
export interface SoxMatch {
  /** Formants (and pitch, and speed) times this: a resampling, as a shorter or longer vocal tract. */
  formantRatio: number;
  /** A file of FIR taps (one a line) for sox's `fir`: the EQ toward the reference's spectrum. */
  equalizer: string | null;
}

/** Writes an equalizer's taps where sox's `fir` reads them. */
export async function writeEqualizer(path: string, taps: Float64Array): Promise<string> {
  await writeFile(path, Array.from(taps, (tap) => tap.toExponential(7)).join('\n'));
  return path;
}

/**
 * Runs sox (GPL-2, run as a program) over a synthesized WAV of any rate: `speed` resamples (the
 * formant move), `fir` equalizes, the output is 16 kHz mono 16-bit.
 */
export async function renderWithSox(processes: ProcessRunner, input: string, output: string, match: SoxMatch, signal?: AbortSignal): Promise<void> {
  const effects: string[] = [];
  if (Math.abs(match.formantRatio - 1) > 1e-3) effects.push('speed', match.formantRatio.toFixed(4));
  if (match.equalizer) effects.push('fir', match.equalizer);
  const args = ['-V1', input, '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', '-e', 'signed-integer', output, ...effects];
  const result = await processes.run('sox', args, { name: 'sox', installHint: 'apt-get install sox', signal });
  if (result.exitCode !== 0) throw new EngineFailedError('Voice matching could not process the synthesized audio (sox failed).', 502, { cause: stderrSummary(result.stderr) });
}
