import { HttpError } from '@speechdeck/core/server';

/** Why a deleted synthesis's run stops: nothing is stored or reported for it. */
export class SynthesisDeleted extends HttpError {
  constructor() {
    super(409, 'The synthesis was deleted before it finished.');
  }
}

/**
 * The syntheses running in this host, so that deleting one stops its engine at once rather than at
 * its next progress write (which also notices: a worker in another host has no entry here).
 */
export class RunningSyntheses {
  private readonly controllers = new Map<string, AbortController>();

  /** A signal aborted by `parent` or by `stop(id)`; `end()` when the run is over. */
  start(id: string, parent?: AbortSignal): { signal: AbortSignal; stop(): void; end(): void } {
    const controller = new AbortController();
    this.controllers.set(id, controller);
    return {
      signal: parent ? AbortSignal.any([parent, controller.signal]) : controller.signal,
      stop: () => controller.abort(new SynthesisDeleted()),
      end: () => {
        if (this.controllers.get(id) === controller) this.controllers.delete(id);
      },
    };
  }

  stop(id: string): void {
    this.controllers.get(id)?.abort(new SynthesisDeleted());
  }
}
