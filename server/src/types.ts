import type { Database } from 'better-sqlite3';
import type { Config } from './config.ts';
import type { Mailer } from './services/mailer/mailer.ts';
import type { UsersRepo } from './services/users/users-repo.ts';
import type { AccessTokens } from './services/auth/access-tokens.ts';
import type { OneTimeTokens } from './services/auth/one-time-tokens.ts';
import type { LoginLimiter } from './services/auth/login-limiter.ts';
import type { Clock } from './services/clock.ts';
import type { AuthParts } from './services/auth/auth-plugin.ts';
import type { RunningJobQueue } from './services/jobs/sqlite-job-queue.ts';
import type { Engines, ResultsStore } from '@speechdeck/core/server';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    db: Database;
    mailer: Mailer;
    users: UsersRepo;
    accessTokens: AccessTokens;
    oneTimeTokens: OneTimeTokens;
    loginLimiter: LoginLimiter;
    auth: AuthParts;
    jobs: RunningJobQueue;
    results: ResultsStore;
    engines: Engines;
  }
}
