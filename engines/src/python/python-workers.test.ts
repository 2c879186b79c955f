import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineFailedError, type ProcessRunner } from '@speechdeck/core/server';
import { until } from '@speechdeck/testing';
import { PythonWorkers } from './python-workers.ts';

const protocolDir = new URL('../../python/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'python-workers-'));
const script = join(dir, 'echo_worker.py');
writeFileSync(
  script,
  [
    'import os, sys, time',
    `sys.path.insert(0, ${JSON.stringify(protocolDir)})`,
    'from worker_protocol import serve',
    'if os.environ.get("FAIL_AT_START"): raise SystemExit("no model here")',
    'print("library chatter")  # must not reach the protocol',
    'def handle(request, emit):',
    '    if request.get("crash"): sys.stderr.write("fatal: out of memory\\n"); os._exit(3)',
    '    if request.get("raise"): raise ValueError("bad input")',
    '    time.sleep(request.get("sleep", 0))',
    '    emit({"progress": 0.5})',
    '    return {"echo": request["text"], "pid": os.getpid()}',
    'serve(handle)',
  ].join('\n'),
);

/** The host's runner reduced to what the pool uses: no setpriv here, the test process owns the children. */
const processes: ProcessRunner = {
  run: () => Promise.reject(new Error('not used')),
  isInstalled: () => true,
  start: (command, args, options) => spawn(command, args, { stdio: 'pipe', env: options?.env }),
};
const pools: PythonWorkers[] = [];
function pool(size: number, env: NodeJS.ProcessEnv = {}) {
  const made = new PythonWorkers({ processes: { ...processes, start: (c, a, o) => processes.start(c, a, { env: { ...o?.env, ...env } }) }, python: 'python3', script, args: [], size, name: 'Echo' });
  pools.push(made);
  return made;
}
afterAll(() => {
  pools.forEach((p) => p.close());
  rmSync(dir, { recursive: true, force: true });
});

type Echo = { echo: string; pid: number };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('PythonWorkers', () => {
  it('answers a request over the line protocol, with its events, in one long-lived process', async () => {
    const workers = pool(1);
    const events: unknown[] = [];
    const first = await workers.run<Echo>({ text: 'hello' }, { onEvent: (e) => events.push(e) });
    const second = await workers.run<Echo>({ text: 'again' });
    expect(first.echo).toBe('hello');
    expect(events).toEqual([{ progress: 0.5 }]);
    expect(second).toEqual({ echo: 'again', pid: first.pid });
  });

  it('runs at most `size` requests at once and queues the rest', async () => {
    const workers = pool(2);
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((text) => workers.run<Echo>({ text, sleep: 0.2 })));
    expect(answers.map((a) => a.echo)).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
  });

  it('kills the worker of an aborted request and starts another for the next', async () => {
    const workers = pool(1);
    const before = await workers.run<Echo>({ text: 'x' });
    const controller = new AbortController();
    const slow = workers.run<Echo>({ text: 'slow', sleep: 30 }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('client left')), 200);
    await expect(slow).rejects.toThrow('client left');
    const after = await workers.run<Echo>({ text: 'y' });
    expect(after.echo).toBe('y');
    expect(after.pid).not.toBe(before.pid);
    expect(() => process.kill(before.pid, 0)).toThrow();
  });

  it('kills, once its request is done, a worker at work when the pool closes (a host closing during a request)', async () => {
    const workers = pool(1);
    const { pid } = await workers.run<Echo>({ text: 'x' });
    const working = workers.run<Echo>({ text: 'last', sleep: 0.3 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    workers.close();
    expect((await working).echo).toBe('last');
    await until(() => !alive(pid), { what: 'the worker to be gone', ms: 5000 });
  });

  it('answers 502 naming what the worker said when it raises or dies, and goes on', async () => {
    const workers = pool(1);
    await expect(workers.run({ text: 'x', raise: true })).rejects.toMatchObject({ statusCode: 502, message: 'Echo failed: ValueError: bad input' });
    const crash = workers.run({ text: 'x', crash: true });
    await expect(crash).rejects.toBeInstanceOf(EngineFailedError);
    await expect(crash).rejects.toThrow('fatal: out of memory');
    expect((await workers.run<Echo>({ text: 'z' })).echo).toBe('z');
  });

  it('refuses 503 with what the worker printed when it cannot load, so a service may fall back', async () => {
    await expect(pool(1, { FAIL_AT_START: '1' }).run({ text: 'x' })).rejects.toMatchObject({ statusCode: 503, message: 'Echo could not load its model (no model here).' });
  });
});
