/**
 * What tests of the host and of plugins use: a real host started with just the plugins a test
 * needs, accounts through the outbox, real media and audio made with ffmpeg and espeak-ng, and the
 * host's own process runner and ffmpeg tools for engine tests.
 */
import type { AudioTools, ProcessRunner } from '@speechdeck/core/server';
import { FfmpegAudioTools } from '../engines/audio/ffmpeg-audio-tools.ts';
import { createProcessRunner } from '../engines/process/run-process.ts';

export * from './test-host.ts';
export * from './accounts.ts';
export * from './media-fixtures.ts';
export * from './audio-fixtures.ts';
export * from './librivox.ts';
export * from './process-table.ts';
export * from './raw-http.ts';
export * from './recognition-conditions.ts';
export * from './recognition-scoring.ts';
export * from './test-stores.ts';
export * from './postgres-cluster.ts';

export const processRunner: ProcessRunner = createProcessRunner(process.env.PATH);

export const audioTools: AudioTools = new FfmpegAudioTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
export * from './redis-server.ts';
export * from './free-port.ts';
export * from './compiled-host.ts';
export * from './until.ts';
export * from './s3-server.ts';
export * from './media-files.ts';
export * from './compiled-admin.ts';
