import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@speechdeck/core';
import { streamChat } from '../../client/chat-client.ts';
import type { StoredMessage } from '../../contract/chat-api.ts';
import { chatKeys } from '../api/chat-queries.ts';
import { useChatClient } from '../api/use-chat-client.ts';

/** A question on its way: what is shown until the stored conversation has it. */
export interface PendingTurn {
  question: string;
  answer: string;
  /** The conversation's messages when it was asked, shown above it meanwhile. */
  before: readonly StoredMessage[];
  state: 'streaming' | 'failed' | 'stopped';
  /** The host's words when it failed (503 no chat server, 502, 504...). */
  error: { status: number; message: string } | null;
}

export interface Question {
  text: string;
  attach: string[];
  retrieve: boolean;
}

/**
 * Asks the host with a streamed answer and follows it: the conversation it lands in (a new one is
 * opened as soon as the host names it), the answer as it grows, and a failure's reason. Stopping
 * aborts the request, which stops the chat server's work too. Once over, the stored conversation
 * (the question, the answer and its citations) replaces the pending turn.
 */
export function useChatRun(conversationId: string | null, onConversation: (id: string) => void) {
  const { streamTarget } = useChatClient();
  const queries = useQueryClient();
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(async (question: Question, before: readonly StoredMessage[]) => {
    const abort = new AbortController();
    controller.current = abort;
    let landedIn = conversationId;
    setPending({ question: question.text, answer: '', before, state: 'streaming', error: null });
    try {
      const events = streamChat(streamTarget(), {
        messages: [{ role: 'user', content: question.text }], attach: question.attach, retrieve: question.retrieve,
        ...(conversationId ? { conversationId } : {}),
      }, abort.signal);
      for await (const event of events) {
        if (event.type === 'conversation') {
          landedIn = event.conversationId;
          onConversation(event.conversationId);
        } else if (event.type === 'delta') {
          setPending((turn) => turn && { ...turn, answer: turn.answer + event.content });
        }
      }
      await refresh(landedIn);
      setPending(null);
    } catch (error) {
      await refresh(landedIn);
      if (abort.signal.aborted) setPending(null);
      else {
        const failure = isApiError(error) ? { status: error.status, message: error.message } : { status: 0, message: (error as Error).message };
        setPending((turn) => turn && { ...turn, state: 'failed', error: failure });
      }
    } finally {
      if (controller.current === abort) controller.current = null;
    }

    async function refresh(id: string | null) {
      await Promise.all([
        queries.invalidateQueries({ queryKey: chatKeys.conversations() }),
        id ? queries.refetchQueries({ queryKey: chatKeys.conversation(id) }) : null,
      ]);
    }
  }, [conversationId, onConversation, queries, streamTarget]);

  return {
    pending,
    ask,
    running: pending?.state === 'streaming',
    stop: () => controller.current?.abort(),
    dismiss: () => setPending(null),
  };
}
