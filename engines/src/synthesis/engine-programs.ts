import { execFileSync } from 'node:child_process';
import { writeFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { EngineFailedError, scratchName, stderrSummary, type ProcessResult } from '@speechdeck/core/server';

/**
 * What a program prints when asked for its voices (`flite -lv`, `espeak-ng --voices`), or
 * undefined when it cannot run. Synchronous because a synthesizer's voice list is (its interface
 * answers `voices()` at once); it runs once, when the host starts, and takes milliseconds.
 */
export function voiceListing(bin: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync(bin, args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/**
 * Hands the text to an engine program as a file beside its output, never as an argument (a text
 * starting with '-' would be read as an option) and never through a shell. The scratch name is
 * one the host sweeps if a crash leaves it behind.
 */
export async function withTextFile<T>(besideFile: string, text: string, use: (textFile: string) => Promise<T>): Promise<T> {
  const textFile = join(dirname(resolve(besideFile)), scratchName('text'));
  await writeFile(textFile, text, { encoding: 'utf8', mode: 0o600 });
  try {
    return await use(textFile);
  } finally {
    await rm(textFile, { force: true });
  }
}

/** The 502 of an engine program that exited with an error. */
export function requireSuccess(result: ProcessResult, engine: string): void {
  if (result.exitCode !== 0) throw new EngineFailedError(`The speech synthesizer (${engine}) failed on this text.`, 502, { cause: stderrSummary(result.stderr) });
}
