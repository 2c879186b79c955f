import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServerPlugin, createServiceRef, SettingsError, type ServerPlugin, type ServiceRef } from '@speechdeck/core/server';
import { startPluginGraph, type PluginGraphOptions } from './plugin-graph.ts';

const clockRef = createServiceRef<{ now(): number }>({ id: 'platform.clock' });
const scopedRef = createServiceRef<{ owner: string }>({ id: 'platform.scoped', scope: 'plugin' });
const engineRef = createServiceRef<{ speak(): string }>({ id: 'voice.engine' });
const storeRef = createServiceRef<{ engine: string; owner: string }>({ id: 'store.things' });

const platform: PluginGraphOptions['platform'] = (ref, pluginId) => {
  if (ref.id === clockRef.id) return { now: () => 42 };
  if (ref.id === scopedRef.id) return { owner: pluginId };
  return undefined;
};
const platformIds = new Set([clockRef.id, scopedRef.id]);
const start = (plugins: ServerPlugin[], more: Partial<PluginGraphOptions> = {}) =>
  startPluginGraph({ plugins, platform, platformIds, env: {}, ...more });

const voice = createServerPlugin({
  id: 'voice',
  register(env) {
    env.provide(engineRef, {
      deps: { clock: clockRef },
      settings: z.object({ VOICE_NAME: z.enum(['kal', 'slt']).default('kal') }),
      factory: ({ clock }, { VOICE_NAME }) => ({ speak: () => `${VOICE_NAME}@${clock.now()}` }),
    });
  },
});
const store = createServerPlugin({
  id: 'store',
  register(env) {
    env.provide(storeRef, { deps: { engine: engineRef, scoped: scopedRef }, factory: ({ engine, scoped }) => ({ engine: engine.speak(), owner: scoped.owner }) });
  },
});

describe('the plugin graph', () => {
  it('builds providers after what they need, whatever the list order, and hands inits their services', async () => {
    const seen: unknown[] = [];
    const app = createServerPlugin({
      id: 'app',
      register(env) {
        env.registerInit({ deps: { store: storeRef, scoped: scopedRef }, init: ({ store, scoped }) => void seen.push(store, scoped) });
      },
    });
    const graph = await start([app, store, voice], { env: { VOICE_NAME: 'slt' } });
    for (const { pluginId, init } of graph.inits) await init.init(graph.resolve(pluginId, init.deps) as never);
    // The store was built for plugin 'store' (its own scope), the init's scoped service for 'app'.
    expect(seen).toEqual([{ engine: 'slt@42', owner: 'store' }, { owner: 'app' }]);
  });

  it('fails before anything runs when a plugin needs what no loaded plugin provides', async () => {
    await expect(start([store])).rejects.toThrow("plugin 'store' needs 'voice.engine', which no loaded plugin provides: add plugin 'voice' to the host's plugin list");
  });

  it('names plugin, service and variable for a setting that does not parse', async () => {
    await expect(start([voice], { env: { VOICE_NAME: 'robot' } })).rejects.toThrow(/plugin 'voice' \(voice\.engine\): VOICE_NAME: Invalid option/);
  });

  it('names the variable a factory finds contradictory', async () => {
    const strict = createServerPlugin({
      id: 'voice',
      register(env) {
        env.provide(engineRef, { deps: {}, factory: () => { throw new SettingsError('VOICE_URL', 'is needed when VOICE_REMOTE=1'); } });
      },
    });
    await expect(start([strict])).rejects.toThrow("plugin 'voice' (voice.engine): VOICE_URL: is needed when VOICE_REMOTE=1");
  });

  it('refuses a service provided twice, a platform service provided by a plugin, and a plugin listed twice', async () => {
    await expect(start([voice, createServerPlugin({ id: 'other', register: voice.register })])).rejects.toThrow("'voice.engine' is provided by both plugin 'voice' and plugin 'other'");
    const usurper = createServerPlugin({ id: 'usurper', register: (env) => env.provide(clockRef, { deps: {}, factory: () => ({ now: () => 0 }) }) });
    await expect(start([usurper])).rejects.toThrow("plugin 'usurper' provides 'platform.clock', which is the host's");
    await expect(start([voice, voice])).rejects.toThrow("plugin 'voice' is listed twice");
  });

  it('refuses services that depend on each other in a cycle', async () => {
    const a = createServiceRef<object>({ id: 'loop.a' });
    const b = createServiceRef<object>({ id: 'loop.b' });
    const loop = createServerPlugin({
      id: 'loop',
      register(env) {
        env.provide(a, { deps: { b }, factory: () => ({}) });
        env.provide(b, { deps: { a }, factory: () => ({}) });
      },
    });
    await expect(start([loop])).rejects.toThrow('services depend on each other in a cycle: loop.a -> loop.b -> loop.a');
  });

  it('keeps init-only services (a plugin\'s router) out of providers', async () => {
    const routerRef: ServiceRef<object> = createServiceRef({ id: 'platform.router', scope: 'plugin' });
    const early = createServerPlugin({ id: 'early', register: (env) => env.provide(engineRef, { deps: { routerRef }, factory: () => ({ speak: () => '' }) }) });
    await expect(start([early], { platformIds: new Set([...platformIds, routerRef.id]), initOnlyIds: new Set([routerRef.id]) }))
      .rejects.toThrow("plugin 'early': 'platform.router' is for registerInit only, not for a provider");
  });

  it('uses an override instead of building the provider, so tests can inject a failing engine', async () => {
    const failing = { speak: () => 'broken' };
    const graph = await start([store, voice], { overrides: new Map([[engineRef.id, failing]]) });
    expect(graph.resolve('x', { store: storeRef })).toEqual({ store: { engine: 'broken', owner: 'store' } });
  });

  it('wraps a factory that throws with the plugin and service it was building', async () => {
    const broken = createServerPlugin({ id: 'voice', register: (env) => env.provide(engineRef, { deps: {}, factory: () => { throw new Error('model file missing'); } }) });
    await expect(start([broken])).rejects.toThrow("plugin 'voice' could not start 'voice.engine': model file missing");
  });
});
