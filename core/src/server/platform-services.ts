import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access, Endpoint } from '../contract/endpoint.ts';
import type { RoleName } from '../contract/accounts.ts';
import type { AudioTools } from './audio-tools.ts';
import type { InstalledModels } from './installed-models.ts';
import type { JobQueue } from './job-queue.ts';
import type { MediaIntake } from './media-intake.ts';
import type { MediaStorage } from './media-storage.ts';
import type { ProcessRunner } from './process-runner.ts';
import type { RateLimits } from './rate-limit.ts';
import type { ServedEngines } from './served-engines.ts';
import { createServiceRef } from './refs.ts';
import type { PluginStore } from './store.ts';
import type { EndpointHandler, EndpointRouteOptions } from './register-endpoint.ts';

/** The caller, as the auth guard established it from the bearer token. */
export interface AuthUser {
  id: number;
  email: string;
  role: RoleName;
  /** The API key the call was authenticated with; absent for a login session. */
  apiKeyId?: number;
}

export interface Auth {
  /** A preHandler that answers 401/403 unless the caller has the access asked for. */
  guard(access: Access): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * `userId` never widens access: it must name the caller (admins excepted). Throws a 403 HttpError.
   * Answers the user id the request acts for.
   */
  actingUserId(request: FastifyRequest, userId: number | string | undefined): number;
  /**
   * The version of the account's sessions: it changes when they are revoked (a new password, a new
   * role, deactivation), and is null for an account deleted or deactivated. A credential of a plugin's
   * own (a media link) keeps the version it was issued under and is refused once it differs.
   */
  sessionVersion(userId: number): Promise<number | null>;
}

/** The plugin's routes: contract endpoints, validated and guarded by the host. */
export interface HttpRouter {
  route<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options?: EndpointRouteOptions): void;
  /** The plugin's own Fastify scope, for what is not an endpoint (hooks, content-type parsers). */
  fastify: FastifyInstance;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries; logged when mail goes to the outbox so an offline install can follow them. */
  links?: string[];
  attachments?: { filename: string; path: string; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' when SMTP_URL is set, else 'outbox' (one .eml per message under the data dir). */
  readonly mode: 'smtp' | 'outbox';
}

/** What plugins may know of the host's configuration. */
export interface PlatformConfig {
  /** All state lives below this folder. */
  dataDir: string;
  /** Base of links the host hands out (e-mails). */
  publicUrl: string;
  /** Limits plugins apply to uploads and to links they fetch for the user. */
  limits: { uploadMaxBytes: number; fetchMaxBytes: number; fetchTimeoutMs: number; fetchAllowLoopback: boolean };
}

export interface Clock {
  /** Injectable so tests control expiry without sleeping. */
  now(): Date;
}

export type Logger = FastifyBaseLogger;

/** The services the host provides to every plugin. */
export const platform = {
  config: createServiceRef<PlatformConfig>({ id: 'platform.config' }),
  clock: createServiceRef<Clock>({ id: 'platform.clock' }),
  logger: createServiceRef<Logger>({ id: 'platform.logger', scope: 'plugin' }),
  store: createServiceRef<PluginStore>({ id: 'platform.store', scope: 'plugin' }),
  jobs: createServiceRef<JobQueue>({ id: 'platform.jobs', scope: 'plugin' }),
  http: createServiceRef<HttpRouter>({ id: 'platform.http', scope: 'plugin' }),
  auth: createServiceRef<Auth>({ id: 'platform.auth' }),
  media: createServiceRef<MediaStorage>({ id: 'platform.media' }),
  /** A media input whole: an upload or a link fetched safely, within the host's limits, probed and kept. */
  mediaIntake: createServiceRef<MediaIntake>({ id: 'platform.mediaIntake' }),
  mailer: createServiceRef<Mailer>({ id: 'platform.mailer' }),
  processes: createServiceRef<ProcessRunner>({ id: 'platform.processes' }),
  audio: createServiceRef<AudioTools>({ id: 'platform.audio' }),
  /** Rate limits counted in the process, or in Redis for the whole deployment when it has one. */
  rateLimits: createServiceRef<RateLimits>({ id: 'platform.rateLimits' }),
  /** The models installed from registry packages (models/manifest.json), checked before they load. */
  models: createServiceRef<InstalledModels>({ id: 'platform.models' }),
  /** Where a plugin says which engine it serves each capability with (/health lists them). */
  servedEngines: createServiceRef<ServedEngines>({ id: 'platform.servedEngines' }),
} as const;

/** What a media service's routes and jobs use of the platform: serving, who asks, files, media intake, jobs and audio. */
export interface MediaServiceDeps {
  http: HttpRouter;
  auth: Auth;
  config: PlatformConfig;
  clock: Clock;
  media: MediaStorage;
  /** Uploads and links received whole: the host's limits, the probe, the keep. */
  intake: MediaIntake;
  jobs: JobQueue;
  audio: AudioTools;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

