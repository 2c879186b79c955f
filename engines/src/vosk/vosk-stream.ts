import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { EngineFailedError, EngineUnavailableError, stderrSummary } from '@speechdeck/core/server';
import type { VoskRuntime } from './vosk-model.ts';
import { utteranceOf, type VoskUtterance, type WorkerUtterance } from './vosk-utterance.ts';

export interface VoskStreamEvents {
  /** The words of the open utterance so far, each time they change ("" once an utterance closed with none). */
  partial(open: VoskUtterance): void;
  /** An utterance Vosk closed (0.5 s of trailing silence), or at finish() the one the audio ended in. */
  final(utterance: VoskUtterance): void;
  /** The process stopped before finish(): the stream is over. */
  failed(error: Error): void;
}

/** Loading the model takes ~0.4 s on an idle machine; a process silent this long is stuck. */
const READY_TIMEOUT_MS = 30_000;
/** What is left to decode at finish() is at most the pipe's few seconds: a process still busy after this is stuck. */
const FINISH_TIMEOUT_MS = 60_000;
const STDERR_TAIL = 8 * 1024;

type WorkerLine = { ready: true; loadSeconds: number } | { partial: WorkerUtterance } | { final: WorkerUtterance };

/**
 * Live recognition with Vosk: one long-lived `vosk_worker.py stream` per stream, its model loaded
 * once, fed raw 16 kHz mono PCM as it arrives; it answers the open utterance's words as they
 * change and each utterance once Vosk's end-pointer closes it, word times counted from the first
 * sample. (PythonWorkers serves request/answer work from a pool: a stream needs one process of its
 * own for its whole life, binary audio on stdin, and the pipe's back-pressure, so it is not used.)
 */
export class VoskStream {
  readonly engine = 'vosk';
  /** Seconds the model took to load in this stream's process (what delays `open`). */
  loadSeconds = 0;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly exited: Promise<number | null>;
  private readonly ready: Promise<void>;
  private stderr = '';
  private finishing = false;
  private killed = false;
  /** End of the last final: a partial with no words starts there. */
  private finalEnd = 0;
  private shown = false;

  private constructor(runtime: VoskRuntime, private readonly events: VoskStreamEvents) {
    const { processes, python, script, modelDir } = runtime;
    this.child = processes.start(python, ['-u', script, modelDir, 'stream'], { env: { ...process.env, PYTHONUNBUFFERED: '1' } });
    // A process that died makes writes fail with EPIPE: its exit says why, not the write.
    this.child.stdin.on('error', () => undefined);
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (text: string) => (this.stderr = (this.stderr + text).slice(-STDERR_TAIL)));
    let markReady!: () => void;
    this.ready = new Promise((resolve) => (markReady = resolve));
    createInterface({ input: this.child.stdout }).on('line', (line) => this.receive(line, markReady));
    this.exited = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) => resolve(this.killed ? null : code));
    });
  }

  /**
   * Starts the process and settles once its model is loaded, so that what is sent next is heard at
   * once. Throws EngineUnavailableError 503 when it cannot start (with the lines of its log that say why).
   */
  static async open(runtime: VoskRuntime, events: VoskStreamEvents): Promise<VoskStream> {
    const stream = new VoskStream(runtime, events);
    let timer: NodeJS.Timeout | undefined;
    const gone = stream.exited.then(
      (code) => Promise.reject(new EngineUnavailableError(`Vosk could not start (${stream.failure || `exit ${code}`}).`, 503)),
      (error: unknown) => Promise.reject(new EngineUnavailableError('Vosk could not be started.', 503, { cause: error })),
    );
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new EngineUnavailableError(`Vosk did not load its model within ${READY_TIMEOUT_MS / 1000} s.`, 503)), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([stream.ready, gone, late]);
    } catch (error) {
      stream.abort();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    gone.catch(() => undefined);
    void stream.exited.then(
      (code) => {
        if (!stream.finishing) stream.events.failed(new EngineFailedError(`The live recognizer (Vosk) stopped (${stream.failure || `exit ${code}`}).`, 502));
      },
      (error: Error) => stream.events.failed(error),
    );
    return stream;
  }

  /** Takes the next audio; answers false when the pipe is full: wait for `onDrain` before sending more. */
  push(pcm: Buffer): boolean {
    const input = this.child.stdin;
    return input.writable ? input.write(pcm) : true;
  }

  onDrain(listener: () => void): void {
    this.child.stdin.on('drain', listener);
  }

  /** No more audio: Vosk recognizes what is left; settles once every final is out and the process is gone. */
  async finish(): Promise<void> {
    this.finishing = true;
    this.child.stdin.end();
    const stuck = setTimeout(() => this.kill(), FINISH_TIMEOUT_MS);
    const code = await this.exited.finally(() => clearTimeout(stuck));
    if (code === null) throw new EngineFailedError('The live recognizer (Vosk) did not finish the last words in time.', 504);
    if (code !== 0) throw new EngineFailedError(`The live recognizer (Vosk) failed (${this.failure || `exit ${code}`}).`, 502);
  }

  /** Stops at once (the finals not out yet are lost). */
  abort(): void {
    this.finishing = true;
    this.kill();
  }

  private kill(): void {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.killed = true;
    this.child.kill('SIGKILL');
  }

  /** The lines of the process's log that say what went wrong. */
  private get failure(): string {
    return stderrSummary(this.stderr);
  }

  private receive(line: string, markReady: () => void): void {
    let message: WorkerLine;
    try {
      message = JSON.parse(line) as WorkerLine;
    } catch {
      // Not the protocol: something a library printed; kept for the failure's message.
      this.stderr = (this.stderr + line + '\n').slice(-STDERR_TAIL);
      return;
    }
    if ('ready' in message) {
      this.loadSeconds = message.loadSeconds;
      markReady();
    } else if ('partial' in message) {
      const open = utteranceOf(message.partial, this.finalEnd);
      this.shown = open.words.length > 0;
      this.events.partial(open);
    } else if ('final' in message) {
      const closed = utteranceOf(message.final, this.finalEnd);
      if (closed.words.length > 0) {
        this.finalEnd = closed.end;
        this.events.final(closed);
      } else if (this.shown) {
        // Vosk heard nothing in what it had shown words of: the partial is cleared.
        this.events.partial(closed);
      }
      this.shown = false;
    }
  }
}
