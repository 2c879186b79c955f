import { createServerPlugin, platform } from '@speechdeck/core/server';
import { asrRef, punctuatorRef } from '@speechdeck/engines/recognition';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { defineCallJob } from './jobs/call-job.ts';
import { callRoutes } from './routes/call-routes.ts';
import { splitRoute } from './routes/split-route.ts';
import { defineDecodeNow } from './split/decode-now.ts';
import { openCallStore } from './store/call-store.ts';

/**
 * The splitter's server part: POST /api/stt/splitTelRecordToMono splits a stereo call recording
 * into its channels while the client waits (nothing kept; ffmpeg's decoding is the call
 * 'splitter.decode-now'), and /api/splitter/recognize queues a call recognition
 * ('splitter.recognize' jobs): each channel recognized separately with recognition's engines,
 * merged by time with the channel names as speakers, saved to the workspace.
 */
export const splitterServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, config: platform.config, clock: platform.clock, media: platform.media, intake: platform.mediaIntake, jobs: platform.jobs,
        audio: platform.audio, processes: platform.processes, store: platform.store, logger: platform.logger,
        asr: asrRef, punctuator: punctuatorRef, results: resultsStoreRef,
      },
      async init({ store, ...platformDeps }) {
        const own = { ...platformDeps, calls: await openCallStore(store) };
        const deps = { ...own, callJobs: defineCallJob(own) };
        defineDecodeNow(deps);
        splitRoute(deps);
        callRoutes(deps);
      },
    });
  },
});
