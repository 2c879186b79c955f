import { errorMessage } from '@speechdeck/core';
import {
  SettingsError,
  type Deps,
  type Init,
  type Provider,
  type ServerPlugin,
  type ServiceRef,
  type SettingsSchema,
} from '@speechdeck/core/server';

/** What the host offers: an instance of a platform service for the plugin asking, or undefined for a ref it does not know. */
export type PlatformServices = (ref: ServiceRef<unknown>, pluginId: string) => unknown;

export interface PluginGraphOptions {
  plugins: readonly ServerPlugin[];
  platform: PlatformServices;
  /** The ids of the platform refs, to tell "not a platform service" from "nobody provides it". */
  platformIds: ReadonlySet<string>;
  /** Refs only an init may ask for (the router of the plugin's own routes). */
  initOnlyIds?: ReadonlySet<string>;
  env: Record<string, string | undefined>;
  /** Instances to use instead of what a plugin provides (tests of failure paths). */
  overrides?: ReadonlyMap<string, unknown>;
}

type AnyProvider = Provider<unknown, Deps, SettingsSchema | undefined>;

interface Provided {
  pluginId: string;
  ref: ServiceRef<unknown>;
  provider: AnyProvider;
}

export interface PluginInit {
  pluginId: string;
  init: Init<Deps>;
}

export interface StartedGraph {
  /** Each plugin's inits, in the order of the plugin list. */
  inits: readonly PluginInit[];
  /** The services an init asked for; `extra` supplies init-only ones (its router). */
  resolve(pluginId: string, deps: Deps, extra?: ReadonlyMap<string, unknown>): Record<string, unknown>;
}

/** A plugin that cannot start: the message names the plugin and, for settings, the variable. */
export class PluginStartError extends Error {
  override readonly name = 'PluginStartError';
}

/**
 * Collects what every plugin provides and needs, checks it all before anything runs (a missing
 * provider, a service provided twice, a cycle, a bad setting), then builds every provided service
 * in dependency order. Errors name the plugin, the service and the variable.
 */
export async function startPluginGraph(options: PluginGraphOptions): Promise<StartedGraph> {
  const { provided, inits } = collect(options.plugins, options.platformIds);
  const settings = validateSettings(provided, options.env);
  checkDependencies(provided, inits, options);
  const instances = new Map<string, unknown>(options.overrides ?? []);

  const valueOf = (ref: ServiceRef<unknown>, pluginId: string, extra?: ReadonlyMap<string, unknown>): unknown => {
    if (extra?.has(ref.id)) return extra.get(ref.id);
    if (instances.has(ref.id)) return instances.get(ref.id);
    return options.platform(ref, pluginId);
  };
  const resolve = (pluginId: string, deps: Deps, extra?: ReadonlyMap<string, unknown>) =>
    Object.fromEntries(Object.entries(deps).map(([name, ref]) => [name, valueOf(ref, pluginId, extra)]));

  for (const entry of dependencyOrder(provided)) {
    if (instances.has(entry.ref.id)) continue;
    try {
      instances.set(entry.ref.id, await entry.provider.factory(resolve(entry.pluginId, entry.provider.deps) as never, settings.get(entry.ref.id) as never));
    } catch (error) {
      if (error instanceof SettingsError) throw new PluginStartError(`plugin '${entry.pluginId}' (${entry.ref.id}): ${error.variable}: ${error.message}`);
      const message = errorMessage(error);
      throw new PluginStartError(`plugin '${entry.pluginId}' could not start '${entry.ref.id}': ${message}`, { cause: error });
    }
  }
  return { inits, resolve };
}

function collect(plugins: readonly ServerPlugin[], platformIds: ReadonlySet<string>) {
  const provided = new Map<string, Provided>();
  const inits: PluginInit[] = [];
  const ids = new Set<string>();
  for (const plugin of plugins) {
    if (ids.has(plugin.id)) throw new PluginStartError(`plugin '${plugin.id}' is listed twice`);
    ids.add(plugin.id);
    plugin.register({
      provide(ref, provider) {
        if (platformIds.has(ref.id)) throw new PluginStartError(`plugin '${plugin.id}' provides '${ref.id}', which is the host's`);
        if (ref.scope !== 'root') throw new PluginStartError(`plugin '${plugin.id}' provides '${ref.id}': a plugin provides one instance for all ('root' scope)`);
        const earlier = provided.get(ref.id);
        if (earlier) throw new PluginStartError(`'${ref.id}' is provided by both plugin '${earlier.pluginId}' and plugin '${plugin.id}'`);
        provided.set(ref.id, { pluginId: plugin.id, ref, provider: provider as unknown as AnyProvider });
      },
      registerInit(init) {
        inits.push({ pluginId: plugin.id, init: init as unknown as Init<Deps> });
      },
    });
  }
  return { provided, inits };
}

function validateSettings(provided: ReadonlyMap<string, Provided>, env: Record<string, string | undefined>): Map<string, unknown> {
  const parsed = new Map<string, unknown>();
  const problems: string[] = [];
  for (const { pluginId, ref, provider } of provided.values()) {
    if (!provider.settings) continue;
    const result = provider.settings.safeParse(env);
    if (result.success) parsed.set(ref.id, result.data);
    else problems.push(...result.error.issues.map((issue) => `plugin '${pluginId}' (${ref.id}): ${issue.path.join('.')}: ${issue.message}`));
  }
  if (problems.length > 0) throw new PluginStartError(`invalid settings:\n  ${problems.join('\n  ')}`);
  return parsed;
}

function checkDependencies(provided: ReadonlyMap<string, Provided>, inits: readonly PluginInit[], options: PluginGraphOptions): void {
  const check = (pluginId: string, deps: Deps, initOnlyAllowed: boolean) => {
    for (const ref of Object.values(deps)) {
      if (options.initOnlyIds?.has(ref.id) && !initOnlyAllowed) {
        throw new PluginStartError(`plugin '${pluginId}': '${ref.id}' is for registerInit only, not for a provider`);
      }
      if (options.platformIds.has(ref.id) || provided.has(ref.id) || options.overrides?.has(ref.id)) continue;
      const owner = ref.id.split('.')[0];
      throw new PluginStartError(`plugin '${pluginId}' needs '${ref.id}', which no loaded plugin provides: add plugin '${owner}' to the host's plugin list`);
    }
  };
  for (const entry of provided.values()) check(entry.pluginId, entry.provider.deps, false);
  for (const { pluginId, init } of inits) check(pluginId, init.deps, true);
}

/** Providers ordered so each comes after what it depends on; a cycle is an error naming its members. */
function dependencyOrder(provided: ReadonlyMap<string, Provided>): Provided[] {
  const order: Provided[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (entry: Provided, path: string[]) => {
    const seen = state.get(entry.ref.id);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new PluginStartError(`services depend on each other in a cycle: ${[...path, entry.ref.id].join(' -> ')}`);
    state.set(entry.ref.id, 'visiting');
    for (const ref of Object.values(entry.provider.deps)) {
      const dependency = provided.get(ref.id);
      if (dependency) visit(dependency, [...path, entry.ref.id]);
    }
    state.set(entry.ref.id, 'done');
    order.push(entry);
  };
  for (const entry of provided.values()) visit(entry, []);
  return order;
}
