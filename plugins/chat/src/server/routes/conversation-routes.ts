import { HttpError } from '@speechdeck/core/server';
import { chatApi } from '../../contract/chat-api.ts';
import type { ChatDeps } from '../chat-deps.ts';

const unknown = (id: string) => new HttpError(404, `No conversation with id '${id}'.`);

/** The caller's conversations: listed, read, renamed, deleted; another user's is answered like an unknown one. Served whether a chat server is configured or not. */
export function conversationRoutes({ http, backend, store }: ChatDeps): void {
  http.route(chatApi.status, async () => ({
    configured: backend.configured,
    setting: 'SPEECHDECK_CHAT_URL',
    model: backend.model,
    contextChars: backend.settings.SPEECHDECK_CHAT_CONTEXT_CHARS,
    maxMessages: backend.settings.SPEECHDECK_CHAT_MAX_MESSAGES,
  }));

  http.route(chatApi.conversations, async (request) => ({ conversations: await store.list(request.authUser!.id) }));

  http.route(chatApi.conversation, async (request) => {
    const found = await store.get(request.authUser!.id, request.params.id);
    if (!found) throw unknown(request.params.id);
    return found;
  });

  http.route(chatApi.rename, async (request) => {
    const renamed = await store.rename(request.authUser!.id, request.params.id, request.body.title);
    if (!renamed) throw unknown(request.params.id);
    return renamed;
  });

  http.route(chatApi.remove, async (request) => {
    if (!(await store.remove(request.authUser!.id, request.params.id))) throw unknown(request.params.id);
    return { deleted: true as const };
  });
}
