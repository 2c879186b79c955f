import fp from 'fastify-plugin';
import type { AudioTools } from '@speechdeck/core/server';
import { FfmpegAudioTools } from '../engines/audio/ffmpeg-audio-tools.ts';
import { createProcessRunner } from '../engines/process/run-process.ts';

/** The host's process runner and ffmpeg tools, which every plugin's engines build on. */
export default fp(
  async (app) => {
    const processes = createProcessRunner(app.config.env.PATH);
    const audio: AudioTools = new FfmpegAudioTools(app.config.ffmpeg);
    app.decorate('processes', processes);
    app.decorate('audio', audio);
  },
  { name: 'media-tools', dependencies: ['config'] },
);
