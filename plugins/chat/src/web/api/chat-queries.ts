import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChatClient } from './use-chat-client.ts';

export const chatKeys = {
  all: ['chat'] as const,
  status: () => [...chatKeys.all, 'status'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...chatKeys.all, 'conversation', id] as const,
};

/** Whether a chat server is configured: the host's settings do not change while it runs. */
export function useChatStatus() {
  const { client } = useChatClient();
  return useQuery({ queryKey: chatKeys.status(), queryFn: () => client.status(), staleTime: Infinity });
}

export function useConversations() {
  const { client } = useChatClient();
  return useQuery({ queryKey: chatKeys.conversations(), queryFn: () => client.conversations().then((answer) => answer.conversations) });
}

export function useConversation(id: string | null) {
  const { client } = useChatClient();
  return useQuery({ queryKey: chatKeys.conversation(id ?? ''), queryFn: () => client.conversation(id!), enabled: id !== null });
}

export function useRenameConversation() {
  const { client } = useChatClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => client.rename(id, title),
    onSuccess: (_, { id }) => Promise.all([
      queries.invalidateQueries({ queryKey: chatKeys.conversations() }),
      queries.invalidateQueries({ queryKey: chatKeys.conversation(id) }),
    ]),
  });
}

export function useDeleteConversation() {
  const { client } = useChatClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.remove(id),
    onSuccess: (_, id) => {
      queries.removeQueries({ queryKey: chatKeys.conversation(id) });
      return queries.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
