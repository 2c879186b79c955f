import type { z } from 'zod';
import { assertPluginId } from '../plugin/plugin-id.ts';
import type { Deps, ResolvedDeps, ServiceRef } from './refs.ts';

/** The environment variables a provider reads: a zod object over their names. */
export type SettingsSchema = z.ZodObject;

export interface Provider<T, D extends Deps, S extends SettingsSchema | undefined> {
  deps: D;
  /** Validated from the environment when the host starts; a bad value stops it naming plugin and variable. */
  settings?: S;
  factory(deps: ResolvedDeps<D>, settings: S extends SettingsSchema ? z.output<S> : undefined): T | Promise<T>;
}

export interface Init<D extends Deps> {
  deps: D;
  /** Registers routes, job kinds and anything else the plugin does; runs once at start. */
  init(deps: ResolvedDeps<D>): void | Promise<void>;
}

/** What a plugin's `register` is handed: it declares, the host builds and wires. */
export interface ServerPluginEnv {
  /** Offers a service (an engine, a store) to every plugin, this one included. */
  provide<T, D extends Deps, S extends SettingsSchema | undefined = undefined>(ref: ServiceRef<T>, provider: Provider<T, D, S>): void;
  registerInit<D extends Deps>(init: Init<D>): void;
}

/** A plugin's server part: one id, and what it provides and does. */
export interface ServerPlugin {
  readonly id: string;
  readonly register: (env: ServerPluginEnv) => void;
}

export function createServerPlugin(plugin: ServerPlugin): ServerPlugin {
  assertPluginId(plugin.id);
  return plugin;
}

/**
 * A setting that parses but makes no sense with the others (an engine chosen without its server's
 * address). The host reports it as it reports a schema error: plugin, variable, message.
 */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(readonly variable: string, message: string) {
    super(message);
  }
}
