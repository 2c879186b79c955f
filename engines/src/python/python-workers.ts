import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Socket } from 'node:net';
import { EngineFailedError, EngineUnavailableError, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';

export interface PythonWorkersOptions {
  processes: ProcessRunner;
  /** The models' virtual environment's python (InstalledModels.python). */
  python: string;
  /** The worker program (engines/python/*_worker.py) and its arguments (model folder, threads...). */
  script: string;
  args: readonly string[];
  /** At most this many processes, each with the model loaded once (SPEECHDECK_JOB_CONCURRENCY). */
  size: number;
  /** The engine's name in messages: 'Whisper'. */
  name: string;
}

export interface WorkerRequestOptions {
  signal?: AbortSignal;
  /** Each {"event": ...} the worker writes while it works (progress, partial words). */
  onEvent?: (event: unknown) => void;
}

const STDERR_TAIL = 8 * 1024;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  onEvent?: (event: unknown) => void;
}

/** One worker process: the model loaded once, one request at a time over the line protocol (engines/python/worker_protocol.py). */
class PythonWorker {
  readonly ready: Promise<void>;
  private pending: Pending | undefined;
  private stderr = '';
  private gone = false;
  private loaded = false;

  constructor(private readonly child: ChildProcessWithoutNullStreams, private readonly name: string) {
    let ready!: () => void;
    let failed!: (error: unknown) => void;
    this.ready = new Promise((resolve, reject) => ((ready = resolve), (failed = reject)));
    this.ready.catch(() => undefined);
    let partial = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop()!;
      for (const line of lines) if (line.trim()) this.receive(line, ready);
    });
    // A worker gone while a request is written: its 'close' says why.
    child.stdin.on('error', () => undefined);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => (this.stderr = (this.stderr + text).slice(-STDERR_TAIL)));
    child.on('error', (error) => this.end(new EngineUnavailableError(`${name} could not be started.`, 503, { cause: error }), failed));
    child.on('close', (code, signal) => {
      const why = stderrSummary(this.stderr) || `exit ${code ?? signal}`;
      // Gone before its model loaded, it cannot serve (503: a service may fall back); gone later, this request failed (502).
      const error = this.loaded ? new EngineFailedError(`${name} stopped unexpectedly (${why}).`, 502) : new EngineUnavailableError(`${name} could not load its model (${why}).`, 503);
      this.end(error, failed);
    });
    // It holds the event loop while its model loads, for whoever waits on it; idle once ready.
  }

  get alive(): boolean {
    return !this.gone;
  }

  request(message: object, options: WorkerRequestOptions): Promise<unknown> {
    if (options.signal?.aborted) return Promise.reject(options.signal.reason);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        // The model cannot be told to stop mid-file: the process goes, and the pool starts another.
        this.pending = undefined;
        this.kill();
        reject(options.signal!.reason);
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = <T>(finish: (value: T) => void) => (value: T) => {
        options.signal?.removeEventListener('abort', onAbort);
        this.pending = undefined;
        this.idle();
        finish(value);
      };
      this.pending = { resolve: settle(resolve), reject: settle(reject), onEvent: options.onEvent };
      this.busy();
      this.child.stdin.write(`${JSON.stringify(message)}\n`);
    });
  }

  kill(): void {
    this.gone = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private receive(line: string, ready: () => void): void {
    let message: { ready?: boolean; event?: unknown; result?: unknown; error?: string };
    try {
      message = JSON.parse(line);
    } catch {
      this.stderr = (this.stderr + line + '\n').slice(-STDERR_TAIL);
      return;
    }
    if (message.ready) {
      this.loaded = true;
      if (!this.pending) this.idle();
      return ready();
    }
    const pending = this.pending;
    if (!pending) return;
    if ('event' in message) pending.onEvent?.(message.event);
    else if ('error' in message) pending.reject(new EngineFailedError(`${this.name} failed: ${message.error}`, 502));
    else if ('result' in message) pending.resolve(message.result);
  }

  private end(error: unknown, failed: (error: unknown) => void): void {
    this.gone = true;
    failed(error);
    this.pending?.reject(error);
    this.pending = undefined;
  }

  /** An idle worker does not keep the host's event loop alive; one at work does. */
  private idle(): void {
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) (stream as unknown as Socket).unref?.();
    this.child.unref();
  }

  private busy(): void {
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) (stream as unknown as Socket).ref?.();
    this.child.ref();
  }
}

/**
 * A pool of long-lived Python workers, each with its model loaded once: a request waits for a free
 * worker, a worker that dies or is aborted is replaced on the next request. Started lazily, so a
 * host that never recognizes never loads the model.
 */
export class PythonWorkers {
  private readonly idle: PythonWorker[] = [];
  private readonly waiting: ((worker: PythonWorker) => void)[] = [];
  private live = 0;
  private closed = false;

  constructor(private readonly options: PythonWorkersOptions) {}

  async run<T>(message: object, options: WorkerRequestOptions = {}): Promise<T> {
    const worker = await this.acquire(options.signal);
    try {
      await worker.ready;
      return (await worker.request(message, options)) as T;
    } finally {
      this.release(worker);
    }
  }

  /** Kills every idle worker, and each at work once its request is done (the host is closing). */
  close(): void {
    this.closed = true;
    for (const worker of this.idle.splice(0)) worker.kill();
  }

  private acquire(signal?: AbortSignal): Promise<PythonWorker> {
    for (let free = this.idle.pop(); free; free = this.idle.pop()) {
      if (free.alive) return Promise.resolve(free);
      this.live -= 1;
    }
    if (this.live < this.options.size) {
      this.live += 1;
      const { processes, python, script, args, name } = this.options;
      return Promise.resolve(new PythonWorker(processes.start(python, ['-u', script, ...args], { env: { ...process.env, PYTHONUNBUFFERED: '1' } }), name));
    }
    return new Promise((resolve, reject) => {
      const take = (worker: PythonWorker) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(worker);
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(take), 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(take);
    });
  }

  private release(worker: PythonWorker): void {
    // Kept idle, it would outlive the host that closed the pool.
    if (this.closed && this.waiting.length === 0) worker.kill();
    if (!worker.alive) {
      this.live -= 1;
      const next = this.waiting.shift();
      if (next) this.acquire().then(next, () => undefined);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }
}
