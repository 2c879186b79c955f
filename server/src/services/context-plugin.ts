import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { ServerContext } from '@speechdeck/core/server';
import { migrate } from './database/migrations.ts';

/** Assembles what plugins are given: the host's services behind the core interfaces. */
export default fp(
  async (app) => {
    const context: ServerContext = {
      dataDir: app.config.dataDir,
      now: () => app.clock.now(),
      guard: app.auth.guard,
      actingUserId: app.auth.actingUserId,
      db: app.db,
      migrate: (owner, migrations) => migrate(app.db, owner, migrations),
      engines: app.engines,
      results: app.results,
      jobs: app.jobs,
      mediaDir(userId) {
        const dir = join(app.config.dataDir, 'media', String(userId));
        mkdirSync(dir, { recursive: true });
        return dir;
      },
      limits: {
        uploadMaxBytes: app.config.uploadMaxBytes,
        fetchMaxBytes: app.config.fetch.maxBytes,
        fetchTimeoutMs: app.config.fetch.timeoutMs,
        fetchAllowLoopback: app.config.fetch.allowLoopback,
      },
    };
    app.decorate('speechdeck', context);
  },
  { name: 'context', dependencies: ['auth', 'results', 'jobs', 'engines'] },
);
