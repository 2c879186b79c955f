export { buildServer } from './build-server.ts';
export { loadConfig, type Config } from './config.ts';
// The list of every service plugin (what the host runs) is an entry apart, `@speechdeck/server/plugins`:
// loading it loads every plugin, which what builds on this one (the test kit) must not pay for.

// What the test kit (@speechdeck/testing) and the benches build on besides a whole host.
// The host's store: the configured one, a SQLite file in a data dir, or PostgreSQL, with its own tables' migrations.
export { openStore, openDatabase } from './services/database/database.ts';
export { sqliteStore, postgresStore, type HostStore } from './services/database/host-store.ts';
// pg's type parsers the host uses (bigint and numeric read as numbers), for reading its PostgreSQL tables the same way.
export { pgTypes } from './services/database/host-store.ts';
export { platformMigrations } from './services/database/platform-migrations.ts';
// The mail the host sends after answering an account call: `idle()` waits until it is out.
export { createAccountMailWork, type AccountMailWork } from './services/mailer/account-mail-work.ts';
export { FfmpegAudioTools } from './engines/audio/ffmpeg-audio-tools.ts';
export { createProcessRunner } from './engines/process/run-process.ts';
// One Redis connection per process with its key prefix (jobs and rate limits share it).
export { sharedRedis, type SharedRedis } from './services/redis/shared-redis.ts';
// The job queue: its runner over a backend (a store's table, or Redis through BullMQ).
export { createJobRunner, type RunningJobQueue } from './services/jobs/job-runner.ts';
export { storeJobBackend } from './services/jobs/store-job-backend.ts';
export { jobStates, trackedStatesOf, type JobStates } from './services/jobs/job-states.ts';
export { redisJobBackend } from './services/jobs/redis-job-backend.ts';
export type { JobBackend, QueueBackendName } from './services/jobs/job-backend.ts';
// Media in an S3-compatible bucket: its `s3+http://` URL read into a place, and a client for it.
export { parseS3Url, s3Client, type S3Place } from './services/media/s3-media.ts';
