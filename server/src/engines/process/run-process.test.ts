import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { until } from '@speechdeck/testing';
import { EngineFailedError, EngineUnavailableError } from '@speechdeck/core/server';
import { stderrSummary } from '@speechdeck/core/server';
import { runProcess } from './run-process.ts';
import { isExecutable } from './find-executable.ts';

const options = { name: 'sh', installHint: 'apt-get install dash' };

describe('runProcess', () => {
  it('collects stdout and stderr and settles on any exit code', async () => {
    const result = await runProcess('sh', ['-c', 'echo out; echo err >&2; exit 3'], options);
    expect(result).toEqual({ exitCode: 3, stdout: 'out\n', stderr: 'err\n' });
  });

  it('passes arguments without a shell', async () => {
    const result = await runProcess('printf', ['%s|', '$HOME', '; rm -rf /', '*'], options);
    expect(result.stdout).toBe('$HOME|; rm -rf /|*|');
  });

  it('hands stdout over line by line, the last line too', async () => {
    const lines: string[] = [];
    const result = await runProcess('sh', ['-c', 'printf "a\\nb\\nc"'], { ...options, onStdoutLine: (line) => lines.push(line) });
    expect(lines).toEqual(['a', 'b', 'c']);
    expect(result.stdout).toBe('');
  });

  it('answers 503 for a program that is not installed', async () => {
    const error = await runProcess('/nonexistent/tool', [], { name: 'tool', installHint: 'apt-get install tool' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(error).toMatchObject({ statusCode: 503, message: 'tool is not installed on the server (apt-get install tool).' });
  });

  it('kills a program that runs too long with 504', async () => {
    const started = Date.now();
    const error = await runProcess('sleep', ['10'], { ...options, name: 'sleep', timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineFailedError);
    expect(error).toMatchObject({ statusCode: 504, message: 'sleep did not finish within 0 s.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('kills it when the signal aborts, rejecting with the reason', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 100);
    await expect(runProcess('sleep', ['10'], { ...options, signal: controller.signal })).rejects.toThrow('stop');
  });

  it('takes its program down with the host, even a host killed with SIGKILL', { timeout: 20_000 }, async () => {
    // A host that runs a program printing its pid, then sleeping in its place (exec keeps the pid).
    const host = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `
      import { runProcess } from ${JSON.stringify(new URL('./run-process.ts', import.meta.url).pathname)};
      runProcess('sh', ['-c', 'echo $$; exec sleep 30'], { name: 'sh', installHint: '', onStdoutLine: (line) => console.log(line) });
    `], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve) => host.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))));
    try {
      await until(() => commandOf(pid) === 'sleep', { what: 'the program to sleep' });
      host.kill('SIGKILL');
      await until(() => commandOf(pid) === undefined, { what: 'the program to die with its host', ms: 5000 });
    } finally {
      if (commandOf(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});

/** The program a live process runs, from /proc; undefined once it is gone (or a zombie nobody reaped yet). */
function commandOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    return stat[close + 2] === 'Z' ? undefined : stat.slice(stat.indexOf('(') + 1, close);
  } catch {
    return undefined;
  }
}

describe('stderrSummary', () => {
  it('prefers error lines', () => {
    expect(stderrSummary('INFO: a\nERROR: broken\nINFO: b\n')).toBe('ERROR: broken');
    expect(stderrSummary('one\ntwo\nthree\nfour\n')).toBe('two\nthree\nfour');
  });
});

describe('isExecutable', () => {
  it('finds programs on PATH and by absolute path', () => {
    expect(isExecutable('sh', process.env.PATH)).toBe(true);
    expect(isExecutable('/bin/sh', undefined)).toBe(true);
    expect(isExecutable('no-such-program-here', process.env.PATH)).toBe(false);
  });
});
