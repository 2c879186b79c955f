import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { NamedEntity, NerLanguage } from '../../index.ts';

/*
 * The thread's code. In the bundled host, the bundle server/build.mjs makes of entity-thread.ts
 * beside server.mjs. Run from the sources (tests, `pnpm dev`), entity-thread.ts itself through tsx,
 * whose hooks do not reach a thread's entry on Node 20 (tsx#354): the thread registers them first.
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const THREAD_CODE = FROM_SOURCES
  ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
      register();
      return import(${JSON.stringify(new URL('./entity-thread.ts', import.meta.url).href)});
    });`
  : new URL('./ner-entity-thread.mjs', import.meta.url);

/**
 * Entity recognition in worker threads, so that a long text does not hold the event loop that
 * renews the job leases and answers requests. A thread per recognition running at once (the job
 * queue's slots bound how many), one kept idle between them so a short text does not wait for a
 * thread to load its models. A recognition whose signal aborts ends its thread (terminate), which
 * stops the work where it is.
 */
export class EntityThreads {
  private idle: Worker | undefined;
  private alive = 0;
  private closed = false;

  /** The threads alive, working or idle. */
  get size(): number {
    return this.alive;
  }

  /** Starts the idle thread ahead of the first recognition. */
  warm(): void {
    if (!this.closed) this.idle ??= this.start();
  }

  async recognize(text: string, language: NerLanguage, signal?: AbortSignal): Promise<NamedEntity[]> {
    signal?.throwIfAborted();
    const thread = this.idle ?? this.start();
    this.idle = undefined;
    thread.postMessage({ text, language });
    let entities: NamedEntity[];
    try {
      [entities] = (await once(thread, 'message', { signal })) as [NamedEntity[]];
    } catch (error) {
      await thread.terminate();
      throw signal?.aborted ? signal.reason : error;
    }
    if (this.idle || this.closed) void thread.terminate();
    else this.idle = thread;
    return entities;
  }

  /** Ends the idle thread (the host stops; working ones end with their runs, which it aborts). */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle?.terminate();
    this.idle = undefined;
  }

  private start(): Worker {
    const thread = new Worker(THREAD_CODE, { eval: FROM_SOURCES });
    // Neither keeps the process alive nor, when it fails idle (it could not load), crashes it: it
    // is dropped, and the next recognition starts another and hears why.
    thread.unref();
    thread.on('error', () => {});
    this.alive++;
    thread.once('exit', () => {
      this.alive--;
      if (this.idle === thread) this.idle = undefined;
    });
    return thread;
  }
}
