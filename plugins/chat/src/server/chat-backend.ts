import { EngineUnavailableError, UpstreamServer, type UpstreamAnswer } from '@speechdeck/core/server';
import type { ChatSettings } from './chat-settings.ts';

const SERVER = 'The chat server';

/** The configured OpenAI-compatible chat server, or the 503 that says how to configure one. */
export interface ChatBackend {
  readonly configured: boolean;
  readonly model: string | null;
  readonly settings: ChatSettings;
  /** POST /v1/chat/completions with `body` (JSON); fails like UpstreamServer (503, 502, 504). */
  complete(body: object, signal: AbortSignal): Promise<UpstreamAnswer>;
}

export const NOT_CONFIGURED = 'No chat server is configured on this host: its operator sets SPEECHDECK_CHAT_URL to an OpenAI-compatible server (Ollama, llama.cpp\'s server, vLLM, LocalAI) and SPEECHDECK_CHAT_MODEL to its model.';

export function createChatBackend(settings: ChatSettings): ChatBackend {
  const url = settings.SPEECHDECK_CHAT_URL;
  const server = url
    ? new UpstreamServer({
      url: `${url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`,
      apiKey: settings.SPEECHDECK_CHAT_API_KEY,
      name: SERVER,
      settings: { url: 'SPEECHDECK_CHAT_URL', apiKey: 'SPEECHDECK_CHAT_API_KEY' },
      notFound: { what: 'endpoint or model', check: 'SPEECHDECK_CHAT_URL and SPEECHDECK_CHAT_MODEL' },
      sent: 'the conversation',
    })
    : null;
  return {
    configured: server !== null,
    model: server ? (settings.SPEECHDECK_CHAT_MODEL ?? null) : null,
    settings,
    complete(body, signal) {
      if (!server) throw new EngineUnavailableError(NOT_CONFIGURED);
      return server.post({
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
        signal,
        timeoutMs: settings.SPEECHDECK_CHAT_TIMEOUT_SECONDS * 1000,
      });
    },
  };
}
