import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { EngineFailedError, EngineUnavailableError, type ProcessResult, type ProcessRunner, type RunProcessOptions } from '@speechdeck/core/server';
import { isExecutable } from './find-executable.ts';

const STDERR_TAIL_BYTES = 16 * 1024;
const MAX_STDOUT_CHARS = 32 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * util-linux's setpriv (Debian's util-linux, which every install has) asks the kernel to SIGKILL the
 * program it then execs once the thread that started it is gone (PR_SET_PDEATHSIG), so an engine
 * dies with its host, even a host killed with SIGKILL, instead of running on unowned. It execs the
 * program in its own place: the same pid, stdio, exit status and signals, and no process beside it.
 * Where it is missing (not Linux), programs run as they are.
 */
const SETPRIV = '/usr/bin/setpriv';
const dyingWithHost = isExecutable(SETPRIV, undefined);

function start(command: string, args: readonly string[], env?: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  const options = { stdio: 'pipe' as const, env };
  return dyingWithHost ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args], options) : spawn(command, args, options);
}

/**
 * Runs a program without a shell (ProcessRunner.run) and settles when it exits, whatever its exit code: the caller
 * knows what a failure of its program means. Rejects only when it cannot run (missing: 503),
 * runs too long (504), prints too much, or the signal aborts; in those cases the child is killed.
 */
export function runProcess(command: string, args: readonly string[], options: RunProcessOptions): Promise<ProcessResult> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  // Through setpriv a missing program is setpriv's failure (exit 127), not spawn's ENOENT: looked for first.
  if (dyingWithHost && !isExecutable(command, process.env.PATH)) return Promise.reject(notInstalled(options));
  return new Promise((resolve, reject) => {
    const child = start(command, args);
    child.stdin.end();
    let settled = false;
    let stdout = '';
    let pendingLine = '';
    let stderr = Buffer.alloc(0);

    const finish = (error: unknown, result?: ProcessResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error !== undefined) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        reject(error);
      } else resolve(result!);
    };
    const onAbort = () => finish(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(
      () => finish(new EngineFailedError(`${options.name} did not finish within ${Math.round(timeoutMs / 1000)} s.`, 504)),
      timeoutMs,
    );

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      if (options.onStdoutLine) {
        const lines = (pendingLine + text).split('\n');
        pendingLine = lines.pop()!;
        try {
          for (const line of lines) options.onStdoutLine(line);
        } catch (error) {
          finish(error);
        }
        return;
      }
      stdout += text;
      if (stdout.length > MAX_STDOUT_CHARS) finish(new EngineFailedError(`${options.name} printed more output than expected.`));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = Buffer.concat([stderr, chunk]);
      if (stderr.length > STDERR_TAIL_BYTES) stderr = stderr.subarray(stderr.length - STDERR_TAIL_BYTES);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') finish(notInstalled(options, error));
      else finish(new EngineFailedError(`${options.name} could not be started.`, 502, { cause: error }));
    });
    // 'close' (not 'exit') so every byte of stdout and stderr has been read.
    child.on('close', (code, killSignal) => {
      try {
        if (options.onStdoutLine && pendingLine) options.onStdoutLine(pendingLine);
      } catch (error) {
        finish(error);
      }
      finish(undefined, { exitCode: code ?? (killSignal ? 128 : 1), stdout, stderr: stderr.toString('utf8') });
    });
  });
}

function notInstalled(options: RunProcessOptions, cause?: unknown): EngineUnavailableError {
  return new EngineUnavailableError(`${options.name} is not installed on the server (${options.installHint}).`, 503, { cause });
}

/** The host's ProcessRunner: programs found on `pathVariable` (the host's PATH). */
export function createProcessRunner(pathVariable: string | undefined): ProcessRunner {
  return {
    run: runProcess,
    start: (command, args, options) => start(command, args, options?.env),
    isInstalled: (command) => isExecutable(command, pathVariable),
  };
}
