import { z } from 'zod';
import {
  CLIENT_LEFT, defaultFailureText, progressWrites, RunningJobs, type JobQueue, type JobState, type Logger, type TrackedJobDefinition, type TrackedJobKind,
} from '@speechdeck/core/server';
import { trackedStatesOf, type JobStates } from './job-states.ts';

/** A plugin's queue before tracking is added to it (RunningJobQueue.forPlugin). */
export type PluginJobQueue = Omit<JobQueue, 'track' | 'trackedStates'>;

/**
 * A plugin's queue with tracked jobs: the job's life (queued, running with progress and stage,
 * queued again for a retry or after a shutdown, done, failed with a text for its user) is written
 * here, once for every service, into the platform's states. `owner` is this process's name in
 * leases: a call run here is marked with it, so that it fails if the process dies (failCallsOf).
 */
export function withTracking(queue: PluginJobQueue, states: JobStates, logger: Logger, owner: string): JobQueue {
  // Runs in this process by tracked id, so that removing a job stops its engine at once.
  const running = new RunningJobs();
  return {
    ...queue,
    trackedStates: trackedStatesOf(states),
    track<S extends z.ZodType, R = void>(definition: TrackedJobDefinition<S, R>): TrackedJobKind<z.input<S>, R> {
      const { kind } = definition;
      const failureText = definition.failureText ?? defaultFailureText;
      // The tracked id travels with the payload: a queued job and a call are run alike. A job queued
      // before its service tracked it holds the bare payload, under the id its state was moved to.
      const envelope: z.ZodType<{ id?: string; payload: z.output<S> }> = z.union([
        z.object({ id: z.string().min(1), payload: definition.payload }),
        definition.payload.transform((payload) => ({ payload })),
      ]) as never;
      queue.define({
        kind,
        payload: envelope,
        async run(envelope, context) {
          const { id = context.id, payload } = envelope;
          const run = running.start(id, context.signal);
          try {
            if (!(await states.set(id, { status: 'running', progress: 0, stage: null, error: null }))) return;
            let stage: string | null = null;
            const writes = progressWrites((fraction) => states.set(id, { progress: Math.min(0.99, fraction), stage }), { gone: run.stop, logger });
            const progress = (fraction: number, now?: string) => {
              if (now !== undefined) stage = now;
              writes.report(fraction);
            };
            let value: R;
            try {
              value = await definition.run(payload, { id, userId: context.userId, attempt: context.attempt, signal: run.signal, progress });
            } finally {
              await writes.settle();
            }
            if (!run.stopped) await states.set(id, { status: 'done', progress: 1, stage: null, error: null });
            return value;
          } catch (error) {
            if (run.stopped) return;
            // Stopped by the host (shutdown, lost lease): it runs again, so it shows as waiting.
            if (context.signal.aborted) await states.set(id, { status: 'queued', progress: 0, stage: null });
            throw error;
          } finally {
            run.end();
          }
        },
        async onFailure({ id: tracked, payload }, { error, final, userId, id: queued }) {
          const id = tracked ?? queued;
          await states.set(id, final ? { status: 'failed', stage: null, error: failureText(error) } : { status: 'queued', progress: 0, stage: null, error: null });
          if (final) await definition.onFailed?.(payload, { id, userId });
        },
      });
      const own = (state: JobState | undefined) => (state?.kind === kind ? state : undefined);
      return {
        kind,
        async start(id, payload, { userId }) {
          await states.queue(id, kind, userId);
          try {
            await queue.enqueue(kind, { id, payload }, { id, userId });
          } catch (error) {
            await states.remove(id).catch(() => {});
            throw error;
          }
        },
        async call(id, payload, { userId, signal }) {
          // A call handed to a worker is a queued job there, which its lease brings back.
          await states.queue(id, kind, userId, queue.runsHere ? { callOwner: owner } : {});
          try {
            return await queue.call<R>(kind, { id, payload }, { userId, signal });
          } catch (error) {
            // Refused or dropped before it ran (no worker took it, the host is stopping, the client
            // left): its state says so too, in the words a run stopped by its client leaves.
            const state = await states.get(id);
            if (state?.status === 'queued') await states.set(id, { status: 'failed', error: signal?.aborted ? CLIENT_LEFT : failureText(error) });
            throw error;
          }
        },
        state: async (id) => own(await states.get(id)),
        states: async (ids) => new Map((await states.getMany(ids)).filter((state) => own(state)).map((state) => [state.id, state])),
        async remove(id) {
          if (!own(await states.get(id))) return false;
          const removed = await states.remove(id);
          running.stop(id);
          return removed;
        },
      };
    },
  };
}
