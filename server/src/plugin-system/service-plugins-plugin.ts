import fp from 'fastify-plugin';
import { platform, registerEndpoint, type AudioTools, type HttpRouter, type MediaStorage, type PlatformConfig, type ServerPlugin, type ServiceRef } from '@speechdeck/core/server';
import { enginesServerPlugin } from '@speechdeck/engines';
import { withTracking } from '../services/jobs/tracked-jobs.ts';
import { createMediaIntake } from '../services/media-intake/host-media-intake.ts';
import { startPluginGraph } from './plugin-graph.ts';

export interface ServicePluginsOptions {
  plugins: readonly ServerPlugin[];
  /** Instances to use instead of what plugins provide, by ref id (tests of failure paths). */
  overrides?: ReadonlyMap<string, unknown>;
}

const PLATFORM_IDS = new Set(Object.values(platform).map((ref) => ref.id));
// A router belongs to a plugin's routes, which exist only once its init runs.
const INIT_ONLY_IDS = new Set([platform.http.id]);

/**
 * Builds the platform services, starts the plugin graph with the engine layer first (every provided engine and store, checked
 * before anything runs), then runs each plugin's inits in a Fastify scope of its own.
 */
export default fp<ServicePluginsOptions>(
  async (app, options) => {
    const config: PlatformConfig = {
      dataDir: app.config.dataDir,
      publicUrl: app.config.publicUrl,
      limits: {
        uploadMaxBytes: app.config.uploadMaxBytes,
        fetchMaxBytes: app.config.fetch.maxBytes,
        fetchTimeoutMs: app.config.fetch.timeoutMs,
        fetchAllowLoopback: app.config.fetch.allowLoopback,
      },
    };
    // The intake probes and keeps with the audio tools and media a test may have put in their place.
    const media = (options.overrides?.get(platform.media.id) as MediaStorage | undefined) ?? app.media;
    const audio = (options.overrides?.get(platform.audio.id) as AudioTools | undefined) ?? app.audio;
    const root = new Map<string, unknown>([
      [platform.config.id, config],
      [platform.clock.id, app.clock],
      [platform.auth.id, app.auth],
      [platform.media.id, app.media],
      [platform.mediaIntake.id, createMediaIntake({ config, media, audio })],
      [platform.mailer.id, app.mailer],
      [platform.processes.id, app.processes],
      [platform.audio.id, app.audio],
      [platform.rateLimits.id, app.rateLimits],
      [platform.models.id, app.models],
      [platform.servedEngines.id, app.servedEngines],
    ]);
    const perPlugin = new Map<string, (pluginId: string) => unknown>([
      [platform.logger.id, (pluginId) => app.log.child({ plugin: pluginId })],
      [platform.store.id, (pluginId) => app.store.forPlugin(pluginId)],
      [platform.jobs.id, (pluginId) => withTracking(app.jobs.forPlugin(pluginId), app.jobStates, app.log.child({ plugin: pluginId }), app.jobs.owner)],
    ] satisfies [string, (pluginId: string) => unknown][]);

    // The engine layer is the platform's: every host has it, whichever services it runs.
    const plugins = [enginesServerPlugin, ...options.plugins];
    const graph = await startPluginGraph({
      plugins,
      platform: (ref: ServiceRef<unknown>, pluginId) => (root.has(ref.id) ? root.get(ref.id) : perPlugin.get(ref.id)?.(pluginId)),
      platformIds: PLATFORM_IDS,
      initOnlyIds: INIT_ONLY_IDS,
      env: app.config.env,
      overrides: options.overrides,
    });

    for (const plugin of plugins) {
      await app.register(async (scope) => {
        const http: HttpRouter = {
          fastify: scope,
          route: (endpoint, handler, extra) => registerEndpoint(scope, app.auth.guard, endpoint, handler, extra),
        };
        for (const { pluginId, init } of graph.inits) {
          if (pluginId === plugin.id) await init.init(graph.resolve(pluginId, init.deps, new Map([[platform.http.id, http]])) as never);
        }
      });
    }
  },
  { name: 'service-plugins', dependencies: ['config', 'database', 'rate-limits', 'mailer', 'auth', 'jobs', 'media-tools', 'media'] },
);
