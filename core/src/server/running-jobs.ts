import { HttpError } from './http-error.ts';
import type { MediaStorage } from './media-storage.ts';

/** What a stopped run's signal aborts with. A run takes it (`stopped`) as "store and report nothing". */
export class RunStopped extends HttpError {
  constructor() {
    super(409, 'It was deleted before it finished.');
  }
}

/** One run of a job, registered under the id of what it works on. */
export interface RunningJob {
  /** Aborted by the parent signal (shutdown, lost lease) or by a stop. */
  readonly signal: AbortSignal;
  /** Whether it was stopped, as opposed to aborted by its parent. */
  readonly stopped: boolean;
  /** Stops it from within, e.g. when its row turns out to be gone at a progress write. */
  stop(): void;
  /** Unregisters it; call once the run is over, however it ended. */
  end(): void;
}

/**
 * The jobs running in this host by the id of what each works on (a synthesis, a clone), so that
 * deleting one stops its engine at once rather than at its next progress write. A run in another
 * host has no entry here: it still has to notice at its progress writes.
 */
export class RunningJobs {
  private readonly controllers = new Map<string, AbortController>();

  start(id: string, parent?: AbortSignal): RunningJob {
    const controller = new AbortController();
    this.controllers.set(id, controller);
    return {
      signal: parent ? AbortSignal.any([parent, controller.signal]) : controller.signal,
      get stopped() {
        return controller.signal.aborted;
      },
      stop: () => controller.abort(new RunStopped()),
      end: () => {
        // A later run of the same id (a retry) may have replaced this one.
        if (this.controllers.get(id) === controller) this.controllers.delete(id);
      },
    };
  }

  /** Stops the run of `id` if one runs here. */
  stop(id: string): void {
    this.controllers.get(id)?.abort(new RunStopped());
  }

  /**
   * Deletes what job `id` works on: `deleteRow` removes its row and answers the media keys of its
   * files (undefined when there was no row); then its run here is stopped and the files removed.
   * A run elsewhere, or one that finishes anyway, removes its own output: its last write fails once
   * the row is gone. Answers whether the row existed.
   */
  async remove(id: string, deleteRow: () => readonly (string | null)[] | undefined, media: Pick<MediaStorage, 'remove'>): Promise<boolean> {
    const keys = deleteRow();
    if (!keys) return false;
    this.stop(id);
    for (const key of keys) if (key) await media.remove(key).catch(() => {});
    return true;
  }
}
