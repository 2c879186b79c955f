import type { AudioTools, Auth, InstalledModels, ServedEngines, Mailer, MediaStorage, ProcessRunner, RateLimits } from '@speechdeck/core/server';
import type { Config } from './config.ts';
import type { UsersRepo } from './services/users/users-repo.ts';
import type { AccessTokens } from './services/auth/access-tokens.ts';
import type { ApiKeysRepo } from './services/api-keys/api-keys-repo.ts';
import type { OneTimeTokens } from './services/auth/one-time-tokens.ts';
import type { LoginLimiter } from './services/auth/login-limiter.ts';
import type { AccountMailLimits } from './services/mailer/account-mail-limits.ts';
import type { AccountMailWork } from './services/mailer/account-mail-work.ts';
import type { Clock } from './services/clock.ts';
import type { RunningJobQueue } from './services/jobs/job-runner.ts';
import type { JobStates } from './services/jobs/job-states.ts';
import type { HostRegistry } from './services/hosts/host-registry.ts';
import type { HostStore } from './services/database/host-store.ts';
import type { SharedRedis } from './services/redis/shared-redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    store: HostStore;
    /** The deployment's Redis (SPEECHDECK_QUEUE_URL), or undefined. */
    redis: SharedRedis | undefined;
    /** Counted in Redis when the deployment has one, else in this process. */
    rateLimits: RateLimits;
    mailer: Mailer;
    accountMailLimits: AccountMailLimits;
    accountMailWork: AccountMailWork;
    users: UsersRepo;
    accessTokens: AccessTokens;
    /** Users' API keys; the auth guard accepts them where it accepts a session token. */
    apiKeys: ApiKeysRepo;
    oneTimeTokens: OneTimeTokens;
    loginLimiter: LoginLimiter;
    auth: Auth;
    jobs: RunningJobQueue;
    /** What users see of tracked jobs (status, progress, stage, error), whichever backend carries them. */
    jobStates: JobStates;
    hosts: HostRegistry;
    processes: ProcessRunner;
    audio: AudioTools;
    /** The models of models/manifest.json found in the models folder. */
    models: InstalledModels;
    /** Which engine each plugin serves each capability with. */
    servedEngines: ServedEngines;
    /** Users' media: the shared folder, or the bucket of SPEECHDECK_MEDIA_URL. */
    media: MediaStorage;
    /** The editor's images, kept as media under `images/<name>`. */
    images: MediaStorage;
    /** Removes scratch keys a bucket holds from before `before`; answers them. */
    sweepStoredScratch(before: Date): Promise<string[]>;
  }
}
