import fp from 'fastify-plugin';
import { memoryRateLimits } from '@speechdeck/core/server';
import { redisRateLimits } from './redis-rate-limits.ts';

/**
 * `app.rateLimits` (platform.rateLimits for plugins): counted in Redis when the deployment has one,
 * so all its hosts count together; else in this process, which is all there is to count.
 */
export default fp(
  async (app) => {
    const now = () => app.clock.now();
    app.decorate('rateLimits', app.redis ? redisRateLimits(app.redis, now) : memoryRateLimits(now));
  },
  { name: 'rate-limits', dependencies: ['config', 'redis'] },
);
