import { z } from 'zod';
import { mtEngine } from '../../contract/mt-api.ts';
import type { MtDeps } from '../mt-deps.ts';

export const TRANSLATE_NOW_JOB = 'mt.translate-now';

/** The texts (none blank) and the engine the route picked, with the direction as that engine spells it. */
const translateNowPayload = z.object({
  engine: mtEngine,
  direction: z.object({ source: z.string().min(1), target: z.string().min(1) }),
  texts: z.array(z.string()).min(1),
});

/**
 * Translates while the client waits: a call, so it takes one of the queue's slots, on a worker
 * when this is an API host. `clientGone` drops it from the wait or stops the engine's program.
 */
export function translateNow(deps: Pick<MtDeps, 'jobs'>, userId: number, work: z.input<typeof translateNowPayload>, clientGone: AbortSignal): Promise<string[]> {
  return deps.jobs.call<string[]>(TRANSLATE_NOW_JOB, work, { userId, signal: clientGone });
}

/**
 * The translation, run where the queue runs calls, by that host's engine of the id (503 naming
 * what to install when it has none; 422 when it lacks the pair). Apertium writes its input into
 * the user's work dir on that host, which it sweeps of scratch left by a crash.
 */
export function defineTranslateNow(deps: Pick<MtDeps, 'jobs' | 'media' | 'translators'>): void {
  deps.jobs.define({
    kind: TRANSLATE_NOW_JOB,
    payload: translateNowPayload,
    run: ({ engine, direction, texts }, { signal, userId }) =>
      deps.translators.engine(engine).translate(texts, direction, { signal, scratchDir: deps.media.workDir(userId) }),
  });
}
