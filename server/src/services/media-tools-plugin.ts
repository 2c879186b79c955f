import fp from 'fastify-plugin';
import { ServedEngines, type AudioTools } from '@speechdeck/core/server';
import { FfmpegAudioTools } from '../engines/audio/ffmpeg-audio-tools.ts';
import { createProcessRunner } from '../engines/process/run-process.ts';
import { ManifestModels } from '@speechdeck/engines';

/** The host's process runner, ffmpeg tools and installed models, which every plugin's engines build on. */
export default fp(
  async (app) => {
    const processes = createProcessRunner(app.config.env.PATH);
    const audio: AudioTools = new FfmpegAudioTools(app.config.ffmpeg);
    app.decorate('processes', processes);
    app.decorate('audio', audio);
    const { dir, manifest, enabled } = app.config.models;
    app.decorate('models', new ManifestModels({ dir, manifest, disabled: !enabled }));
    app.decorate('servedEngines', new ServedEngines());
  },
  { name: 'media-tools', dependencies: ['config'] },
);
