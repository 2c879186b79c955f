/**
 * A typed handle on a service: a platform service the host provides (database, jobs, mailer, ...)
 * or one a plugin provides to others (a speech engine, a store). Plugins name what they need by
 * ref and receive the implementation; they never import the code that provides it.
 */
export interface ServiceRef<T> {
  readonly id: string;
  /**
   * 'root': one instance for the whole host. 'plugin': one per plugin that asks, made for it (its
   * own tables, its own log name, its own routes).
   */
  readonly scope: 'root' | 'plugin';
  /** Never set: carries the service's type. */
  readonly $type?: T;
}

const REF_ID = /^[a-z][a-z0-9-]*(\.[a-z][a-zA-Z0-9-]*)+$/;

/** `id` is '<owner>.<name>', e.g. 'platform.store' or 'stt.asr'. */
export function createServiceRef<T>(options: { id: string; scope?: 'root' | 'plugin' }): ServiceRef<T> {
  if (!REF_ID.test(options.id)) throw new Error(`invalid service ref id '${options.id}': use '<owner>.<name>', e.g. 'stt.asr'`);
  return { id: options.id, scope: options.scope ?? 'root' };
}

export type Deps = Record<string, ServiceRef<unknown>>;

export type ResolvedDeps<D extends Deps> = { [K in keyof D]: D[K] extends ServiceRef<infer T> ? T : never };
