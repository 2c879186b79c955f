/**
 * The test kit (@speechdeck/testing): what tests of the host and of plugins use, and the benches. A
 * real host started with just the plugins a test needs, accounts through the outbox, real media and
 * audio made with ffmpeg and espeak-ng, throwaway PostgreSQL, Redis and S3 servers, and the host's
 * own process runner and ffmpeg tools for engine tests. It builds on the host's public entry
 * (@speechdeck/server) and core, never on a plugin: a plugin's own fixtures are its `/testing` entry.
 */
import type { AudioTools, ProcessRunner } from '@speechdeck/core/server';
import { createProcessRunner, FfmpegAudioTools } from '@speechdeck/server';

export * from './test-host.ts';
export * from './accounts.ts';
export * from './media-fixtures.ts';
export * from './audio-fixtures.ts';
export * from './spoken-sentence.ts';
export * from './librivox.ts';
export * from './process-table.ts';
export * from './raw-http.ts';
export * from './test-stores.ts';
export * from './postgres-cluster.ts';
export * from './queue-places.ts';

export const processRunner: ProcessRunner = createProcessRunner(process.env.PATH);

export const audioTools: AudioTools = new FfmpegAudioTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
export * from './redis-server.ts';
export * from './free-port.ts';
export * from './compiled-host.ts';
export * from './until.ts';
export * from './s3-server.ts';
export * from './media-files.ts';
export * from './compiled-admin.ts';
