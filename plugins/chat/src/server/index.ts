import { createServerPlugin, platform } from '@speechdeck/core/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { createChatBackend } from './chat-backend.ts';
import { chatSettings, checkChatSettings } from './chat-settings.ts';
import { chatBackendRef } from './refs.ts';
import { completionRoute } from './routes/completion-route.ts';
import { conversationRoutes } from './routes/conversation-routes.ts';
import { openChatStore } from './store/chat-store.ts';

/**
 * Chat with AI's server part: OpenAI-compatible completions relayed to the configured chat server
 * (none offline: every completion answers 503 naming SPEECHDECK_CHAT_URL), grounded on the
 * caller's transcripts, and the conversations kept per user in the plugin's own tables.
 */
export const chatServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(chatBackendRef, {
      deps: {},
      settings: chatSettings,
      factory: (_deps, settings) => createChatBackend(checkChatSettings(settings)),
    });
    env.registerInit({
      deps: { http: platform.http, clock: platform.clock, store: platform.store, backend: chatBackendRef, results: resultsStoreRef },
      async init({ store, clock, ...rest }) {
        const deps = { ...rest, store: await openChatStore(store, () => clock.now()) };
        conversationRoutes(deps);
        completionRoute(deps);
      },
    });
  },
});

export { chatBackendRef } from './refs.ts';
export type { ChatBackend } from './chat-backend.ts';
