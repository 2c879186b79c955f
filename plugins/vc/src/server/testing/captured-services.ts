import { createServerPlugin, type Deps, type ResolvedDeps, type ServerPlugin } from '@speechdeck/core/server';

/**
 * A plugin that hands a test the services it names, as the host built them (the platform's VAD and
 * speaker embedder, the synthesizer): a test measures with exactly what the engines use.
 */
export function capturedServices<D extends Deps>(deps: D): { plugin: ServerPlugin; services: Promise<ResolvedDeps<D>> } {
  let hand!: (services: ResolvedDeps<D>) => void;
  const services = new Promise<ResolvedDeps<D>>((resolve) => (hand = resolve));
  const plugin = createServerPlugin({ id: 'vc-test-services', register: (env) => env.registerInit({ deps, init: (resolved) => hand(resolved) }) });
  return { plugin, services };
}
