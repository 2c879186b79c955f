import fp from 'fastify-plugin';
import type { AudioTools, ProcessRunner } from '@speechdeck/core/server';
import { FfmpegAudioTools } from '../engines/audio/ffmpeg-audio-tools.ts';
import { isExecutable } from '../engines/process/find-executable.ts';
import { runProcess } from '../engines/process/run-process.ts';

/** The host's process runner and ffmpeg tools, which every plugin's engines build on. */
export default fp(
  async (app) => {
    const processes: ProcessRunner = { run: runProcess, isInstalled: (command) => isExecutable(command, app.config.env.PATH) };
    const audio: AudioTools = new FfmpegAudioTools(app.config.ffmpeg);
    app.decorate('processes', processes);
    app.decorate('audio', audio);
  },
  { name: 'media-tools', dependencies: ['config'] },
);
