import { join, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT, resolveDataDir } from './data-dir.ts';
import { S3_URL } from './services/media/s3-url.ts';
import type { LoginLimits } from './services/auth/login-limiter.ts';
import { HOST_ROLES, type HostRole } from '@speechdeck/core';

const boolish = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  SPEECHDECK_DATA_DIR: z.string().optional(),
  SPEECHDECK_MEDIA_DIR: z.string().min(1).optional(),
  SPEECHDECK_MEDIA_URL: z.string().regex(S3_URL, 'an S3 URL, s3://KEY:SECRET@host/bucket[/prefix] (s3+http:// for a server without TLS)').optional(),
  SPEECHDECK_MEDIA_CACHE_MB: z.coerce.number().int().min(0).default(1024),
  SPEECHDECK_ROLE: z.enum(HOST_ROLES).default('all'),
  SPEECHDECK_DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'a PostgreSQL URL, postgres://user:password@host:port/database').optional(),
  SPEECHDECK_DATABASE_POOL: z.coerce.number().int().min(1).max(200).default(10),
  SPEECHDECK_QUEUE_URL: z.string().regex(/^rediss?:\/\//, 'a Redis URL, redis://[:password@]host:port[/db]').optional(),
  SPEECHDECK_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, dot, dash and underscore').default('speechdeck'),
  SPEECHDECK_PUBLIC_URL: z.string().url().optional(),
  SPEECHDECK_WEB_DIR: z.string().optional(),
  SPEECHDECK_JWT_SECRET: z.string().min(32).optional(),
  SPEECHDECK_TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  SPEECHDECK_ADMIN_EMAIL: z.string().email().optional(),
  SPEECHDECK_ADMIN_PASSWORD: z.string().min(8).optional(),
  SPEECHDECK_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(2 * 1024 ** 3),
  SPEECHDECK_UPLOAD_IDLE_SECONDS: z.coerce.number().positive().default(60),
  SPEECHDECK_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(10),
  SPEECHDECK_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  SPEECHDECK_JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  SPEECHDECK_CALL_WAIT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  SPEECHDECK_FETCH_MAX_BYTES: z.coerce.number().int().positive().default(512 * 1024 ** 2),
  SPEECHDECK_FETCH_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  SPEECHDECK_FETCH_ALLOW_LOOPBACK: boolish.default(false),
  SPEECHDECK_IMAGE_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  SPEECHDECK_LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  SPEECHDECK_LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SPEECHDECK_LOGIN_MAX_PER_ACCOUNT_TOTAL: z.coerce.number().int().positive().default(25),
  SPEECHDECK_LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SPEECHDECK_ACCOUNT_MAIL_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  SPEECHDECK_ACCOUNT_MAIL_MAX_PER_CLIENT: z.coerce.number().int().positive().default(20),
  SPEECHDECK_ACCOUNT_MAIL_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  SPEECHDECK_APP_ADS_LINE: z.string().optional(),
  SPEECHDECK_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('speechdeck <no-reply@speechdeck.local>'),
  SPEECHDECK_TRUST_PROXY: boolish.default(false),
  SPEECHDECK_FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  SPEECHDECK_FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  SPEECHDECK_MODELS: z.enum(['all', 'none']).default('all'),
  SPEECHDECK_MODELS_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  /** What this process does with the shared data dir: serve the API, run the queued jobs, or both. */
  role: HostRole;
  /** PostgreSQL shared by every process of a deployment; absent: the SQLite file in the data dir. */
  database?: { url: string; pool: number };
  /**
   * Redis shared by every process of a deployment: the job queue (BullMQ) and the rate limits.
   * Absent: the queue is a table of the store and the limits are counted per process. `prefix`
   * starts every key, so several deployments can share one Redis.
   */
  redis?: { url: string; prefix: string };
  dataDir: string;
  /**
   * Users' media and uploaded images: `<dataDir>/media` and `<dataDir>/images`, or
   * SPEECHDECK_MEDIA_DIR and its `images/`, a folder every process of a deployment mounts.
   */
  mediaDir: string;
  imagesDir: string;
  /**
   * SPEECHDECK_MEDIA_URL: users' media and images in an S3-compatible bucket instead of the media
   * folder, and work in progress in `<dataDir>/work` on each node.
   */
  mediaUrl?: string;
  /** With media in a bucket: how much of what this process downloaded it keeps for the next engine that reads it (SPEECHDECK_MEDIA_CACHE_MB). */
  mediaCacheBytes: number;
  /** Set when the data dir is not where the README says, and why. */
  dataDirNotice?: string;
  publicUrl: string;
  webDir: string;
  jwtSecret?: string;
  tokenTtlSeconds: number;
  admin?: { email: string; password: string };
  imageMaxBytes: number;
  uploadMaxBytes: number;
  /** Longest silence from a client in the middle of a request body (an upload) before 408. */
  uploadIdleMs: number;
  /** How long closing waits for answers still being sent (a download the client stopped reading) before cutting them. */
  shutdownGraceMs: number;
  jobConcurrency: number;
  /** A running job whose worker has not renewed its lease for this long is taken to be lost and runs again. */
  jobLeaseMs: number;
  /** On an API host: how long a synchronous call waits for a worker to take it before 503. */
  callWaitMs: number;
  /** downloadVideo/uploadLink: bounds, and loopback only where a test asks for it. */
  fetch: { maxBytes: number; timeoutMs: number; allowLoopback: boolean };
  /** The raw environment: each plugin's provider reads and validates its own settings from it. */
  env: NodeJS.ProcessEnv;
  ffmpeg: { ffmpegPath: string; ffprobePath: string };
  /**
   * The models scripts/install_models.py unpacked (SPEECHDECK_MODELS_DIR, relative to the checkout;
   * default models/installed) and the manifest they are checked against. `enabled` false
   * (SPEECHDECK_MODELS=none): the host runs on its engines without models.
   */
  models: { dir: string; manifest: string; enabled: boolean };
  loginLimits: LoginLimits;
  /** Registration, reset and confirmation mails: per e-mail address and per client address. */
  accountMailLimits: { perAddress: number; perClient: number; windowSeconds: number };
  appAdsLine?: string;
  logLevel: Env['SPEECHDECK_LOG_LEVEL'];
  smtpUrl?: string;
  mailFrom: string;
  trustProxy: boolean;
}

/** Reads the configuration from the environment; a bad value stops the host with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.SPEECHDECK_ADMIN_EMAIL) !== Boolean(e.SPEECHDECK_ADMIN_PASSWORD)) {
    throw new Error('invalid configuration: set both SPEECHDECK_ADMIN_EMAIL and SPEECHDECK_ADMIN_PASSWORD, or neither');
  }
  if (e.SPEECHDECK_MEDIA_DIR && e.SPEECHDECK_MEDIA_URL) {
    throw new Error('invalid configuration: set SPEECHDECK_MEDIA_DIR (a shared folder) or SPEECHDECK_MEDIA_URL (a bucket), not both');
  }
  const data = resolveDataDir(e.SPEECHDECK_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    role: e.SPEECHDECK_ROLE,
    database: e.SPEECHDECK_DATABASE_URL ? { url: e.SPEECHDECK_DATABASE_URL, pool: e.SPEECHDECK_DATABASE_POOL } : undefined,
    redis: e.SPEECHDECK_QUEUE_URL ? { url: e.SPEECHDECK_QUEUE_URL, prefix: e.SPEECHDECK_QUEUE_PREFIX } : undefined,
    dataDir: data.dir,
    mediaDir: e.SPEECHDECK_MEDIA_DIR ? resolve(e.SPEECHDECK_MEDIA_DIR) : join(data.dir, 'media'),
    imagesDir: join(e.SPEECHDECK_MEDIA_DIR ? resolve(e.SPEECHDECK_MEDIA_DIR) : data.dir, 'images'),
    mediaUrl: e.SPEECHDECK_MEDIA_URL,
    mediaCacheBytes: e.SPEECHDECK_MEDIA_CACHE_MB * 1024 ** 2,
    dataDirNotice: data.notice,
    publicUrl: (e.SPEECHDECK_PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    webDir: resolve(e.SPEECHDECK_WEB_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    jwtSecret: e.SPEECHDECK_JWT_SECRET,
    tokenTtlSeconds: Math.round(e.SPEECHDECK_TOKEN_TTL_HOURS * 3600),
    admin: e.SPEECHDECK_ADMIN_EMAIL && e.SPEECHDECK_ADMIN_PASSWORD
      ? { email: e.SPEECHDECK_ADMIN_EMAIL.toLowerCase(), password: e.SPEECHDECK_ADMIN_PASSWORD }
      : undefined,
    imageMaxBytes: e.SPEECHDECK_IMAGE_MAX_BYTES,
    uploadMaxBytes: e.SPEECHDECK_UPLOAD_MAX_BYTES,
    uploadIdleMs: e.SPEECHDECK_UPLOAD_IDLE_SECONDS * 1000,
    shutdownGraceMs: e.SPEECHDECK_SHUTDOWN_GRACE_SECONDS * 1000,
    jobConcurrency: e.SPEECHDECK_JOB_CONCURRENCY,
    jobLeaseMs: e.SPEECHDECK_JOB_LEASE_SECONDS * 1000,
    callWaitMs: e.SPEECHDECK_CALL_WAIT_SECONDS * 1000,
    fetch: { maxBytes: e.SPEECHDECK_FETCH_MAX_BYTES, timeoutMs: e.SPEECHDECK_FETCH_TIMEOUT_SECONDS * 1000, allowLoopback: e.SPEECHDECK_FETCH_ALLOW_LOOPBACK },
    env,
    ffmpeg: { ffmpegPath: e.SPEECHDECK_FFMPEG_PATH, ffprobePath: e.SPEECHDECK_FFPROBE_PATH },
    models: {
      dir: resolve(REPO_ROOT, e.SPEECHDECK_MODELS_DIR ?? 'models/installed'),
      manifest: join(REPO_ROOT, 'models', 'manifest.json'),
      enabled: e.SPEECHDECK_MODELS === 'all',
    },
    loginLimits: {
      perClient: e.SPEECHDECK_LOGIN_MAX_PER_IP,
      perAccountAndClient: e.SPEECHDECK_LOGIN_MAX_PER_ACCOUNT,
      perAccount: e.SPEECHDECK_LOGIN_MAX_PER_ACCOUNT_TOTAL,
      windowSeconds: e.SPEECHDECK_LOGIN_WINDOW_SECONDS,
    },
    accountMailLimits: {
      perAddress: e.SPEECHDECK_ACCOUNT_MAIL_MAX_PER_ADDRESS,
      perClient: e.SPEECHDECK_ACCOUNT_MAIL_MAX_PER_CLIENT,
      windowSeconds: e.SPEECHDECK_ACCOUNT_MAIL_WINDOW_SECONDS,
    },
    appAdsLine: e.SPEECHDECK_APP_ADS_LINE,
    logLevel: e.SPEECHDECK_LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.SMTP_FROM,
    trustProxy: e.SPEECHDECK_TRUST_PROXY,
  };
}
