import { callEndpoint, type HttpClient } from '@speechdeck/core';
import { LIVE_SOCKET_PATH, liveServerMessage, relworkspaceApi, type LiveServerMessage, type LiveSessionRequest } from '../contract/live-api.ts';

export type LiveClient = ReturnType<typeof createLiveClient>;

export function createLiveClient(http: HttpClient) {
  return {
    /** A one-use ticket for the session's WebSocket (see liveSocketUrl). */
    openSession: (request: LiveSessionRequest = {}) => callEndpoint(http, relworkspaceApi.openSession, { body: request }),
  };
}

/** The WebSocket URL of a ticket on the host at `baseUrl` (http -> ws, https -> wss). */
export function liveSocketUrl(baseUrl: string, ticket: string): string {
  const url = new URL(LIVE_SOCKET_PATH, baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/** A server text frame, checked against the protocol; undefined for anything else. */
export function parseServerMessage(text: string): LiveServerMessage | undefined {
  try {
    const parsed = liveServerMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
