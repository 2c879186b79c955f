import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { EngineFailedError } from '@speechdeck/core/server';

/**
 * The thread's code, plain JavaScript given to the Worker as a string: onnxruntime-node's `run`
 * holds the thread that calls it (about 0.05 s per second of speech here), so the model runs on a
 * thread of its own and the host's event loop keeps answering requests and renewing job leases. A
 * string, not a file, because the bundled host (server/build.mjs) has no entry for one. It loads
 * the model once, then answers each { id, ids, scales } with the audio or the error.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.runtime).then(async ({ InferenceSession, Tensor }) => {
  const session = await InferenceSession.create(workerData.model, workerData.options);
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async ({ id, ids, scales }) => {
    try {
      const int64 = (values) => BigInt64Array.from(values, (v) => BigInt(v));
      const output = await session.run({
        input: new Tensor('int64', int64(ids), [1, ids.length]),
        input_lengths: new Tensor('int64', int64([ids.length]), [1]),
        scales: new Tensor('float32', Float32Array.from(scales), [3]),
      });
      const audio = Float32Array.from(output[session.outputNames[0]].data);
      parentPort.postMessage({ id, audio }, [audio.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: String((error && error.message) || error) });
    }
  });
}, (error) => parentPort.postMessage({ loadError: String((error && error.message) || error) }));
`;

type Reply = { id: number; audio: Float32Array } | { id: number; error: string };
type Message = { ready: true } | { loadError: string } | Reply;

/**
 * One Piper ONNX model loaded in a worker thread, its runs taken one after another: each run has
 * the cores (up to four), so runs at once would only share them. On two quiet cores a second of
 * speech took 0.055 s of work on two threads, 0.097 s on one. Idle threads do not spin (they do by
 * default): beside busy programs, spinning threads took 0.27 s, quiet ones 0.10 to 0.22 s.
 */
class InferenceThread {
  private readonly thread: Worker;
  private readonly ready: Promise<void>;
  private readonly pending = new Map<number, { resolve: (audio: Float32Array) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(modelPath: string, onExit: () => void) {
    const options = {
      intraOpNumThreads: Math.min(4, availableParallelism()),
      interOpNumThreads: 1,
      // Idle threads spinning would take the cores from the engine processes beside it.
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    };
    this.thread = new Worker(THREAD_CODE, { eval: true, workerData: { runtime: import.meta.resolve('onnxruntime-node'), model: modelPath, options } });
    this.ready = new Promise<void>((resolve, reject) => {
      this.thread.on('message', (message: Message) => {
        if ('ready' in message) {
          resolve();
          this.holdWhileBusy();
        } else if ('loadError' in message) reject(new EngineFailedError('onnxruntime could not load the Piper voice.', 502, { cause: `${modelPath}: ${message.loadError}` }));
        else this.settle(message);
      });
    });
    this.ready.catch(() => {});
    this.thread.on('error', (error) => this.fail(error));
    this.thread.once('exit', (code) => {
      this.fail(new EngineFailedError('The Piper voice stopped working.', 502, { cause: `its inference thread ended with exit code ${code}` }));
      onExit();
    });
  }

  /** The audio (floats, about -1 to 1) of one sentence's phoneme ids. */
  async run(ids: readonly number[], scales: readonly [number, number, number], signal?: AbortSignal): Promise<Float32Array> {
    await this.ready;
    signal?.throwIfAborted();
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    const audio = new Promise<Float32Array>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.holdWhileBusy();
    this.thread.postMessage({ id, ids, scales });
    // A run cannot be stopped midway (a sentence takes a second or so); an abort stops waiting for it.
    if (!signal) return audio;
    return new Promise<Float32Array>((resolve, reject) => {
      const onAbort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', onAbort, { once: true });
      audio.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /**
   * The thread keeps the process alive while a run is waited for (or the model loads), and never
   * when idle: a host or a script ends without stopping it.
   */
  private holdWhileBusy(): void {
    if (this.pending.size > 0) this.thread.ref();
    else this.thread.unref();
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    this.holdWhileBusy();
    if ('error' in reply) waiting?.reject(new EngineFailedError('The Piper voice failed on this text.', 502, { cause: reply.error }));
    else waiting?.resolve(reply.audio);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

/** One thread per model file for the whole process: the model is loaded once, on first use. */
const threads = new Map<string, InferenceThread>();

/** The inference thread of a model, started on first use; a thread that died is replaced on the next. */
export function inferenceThreadFor(modelPath: string): Pick<InferenceThread, 'run'> {
  let thread = threads.get(modelPath);
  if (!thread) {
    thread = new InferenceThread(modelPath, () => {
      if (threads.get(modelPath) === thread) threads.delete(modelPath);
    });
    threads.set(modelPath, thread);
  }
  return thread;
}
