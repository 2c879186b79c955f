import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createChatClient, type ChatStreamTarget } from '../../client/chat-client.ts';

/** The XSRF cookie the host issues, echoed as the host asks of a same-origin request that carries cookies (axios does it for the other calls). */
function xsrfHeader(): Record<string, string> {
  const cookie = typeof document === 'undefined' ? undefined : document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) } : {};
}

/** The chat calls over the shell's client, and where a streamed answer is asked (this origin, the session's token). */
export function useChatClient() {
  const { http, session } = usePlatform();
  return useMemo(() => ({
    client: createChatClient(http),
    streamTarget: (): ChatStreamTarget => ({ baseUrl: '', token: session.token(), headers: xsrfHeader() }),
  }), [http, session]);
}
