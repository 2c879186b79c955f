import type { HttpRouter } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { ChatBackend } from './chat-backend.ts';
import type { ChatStore } from './store/chat-store.ts';

/** What the chat routes use, as the plugin's init received it. */
export interface ChatDeps {
  http: HttpRouter;
  backend: ChatBackend;
  /** The workspace's results: the transcripts a question is grounded on. */
  results: ResultsStore;
  store: ChatStore;
}
