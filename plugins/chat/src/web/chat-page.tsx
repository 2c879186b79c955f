import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingState, PageTitle, RecentList } from '@speechdeck/core/web';
import type { Citation, ConversationSummary } from '../contract/chat-api.ts';
import { useChatStatus, useConversation, useConversations, useDeleteConversation } from './api/chat-queries.ts';
import { Composer } from './composer/composer.tsx';
import { NotConfigured } from './not-configured.tsx';
import { CitationPlayer } from './player/citation-player.tsx';
import { useChatRun } from './run/use-chat-run.ts';
import type { CitedMoment } from './thread/cited-text.tsx';
import { MessageThread } from './thread/message-thread.tsx';
import { RenameDialog } from './thread/rename-dialog.tsx';
import './chat-page.css';

/** /chat: conversations with the host's chat model over the user's own recordings, each citation playing its moment. */
export default function ChatPage() {
  const { t, i18n } = useTranslation();
  const status = useChatStatus();
  const conversations = useConversations();
  const [activeId, setActiveId] = useState<string | null>(null);
  const conversation = useConversation(activeId);
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [playing, setPlaying] = useState<CitedMoment | null>(null);
  const serial = useRef(0);
  const run = useChatRun(activeId, setActiveId);
  const configured = status.data?.configured ?? true;

  const play = useCallback((citation: Citation) => {
    serial.current += 1;
    setPlaying({ processId: citation.processId, fn: citation.fn, time: citation.start, serial: serial.current });
  }, []);
  const open = (id: string | null) => {
    if (run.running) run.stop();
    run.dismiss();
    setActiveId(id);
  };
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });
  const active = conversation.data ?? null;

  return (
    <div className="page chat-page">
      <PageTitle>{t('chat.title')}</PageTitle>
      <p className="chat-page__intro">{t('chat.intro')}</p>
      <div className="chat-page__layout">
        <aside className="chat-page__side">
          <Button variant="primary" onClick={() => open(null)} disabled={activeId === null && !run.pending}>{t('chat.new')}</Button>
          <RecentList<ConversationSummary>
            title={t('chat.conversations.title')}
            list={conversations}
            shownId={activeId}
            itemId={(item) => item.id}
            itemName={(item) => item.title}
            itemMeta={(item) => `${t('chat.conversations.messages', { count: item.messageCount })} · ${when(item.updatedAt)}`}
            canOpen={() => true}
            onOpen={(item) => open(item.id)}
            onDelete={(item) => remove.mutateAsync(item.id).then(() => {
              if (item.id === activeId) open(null);
            })}
            labels={{
              failed: t('chat.conversations.failed'), retry: t('chat.conversations.retry'), empty: t('chat.conversations.empty'),
              open: t('chat.conversations.open'), openNamed: (item) => t('chat.conversations.openNamed', { title: item.title }),
              delete: t('chat.conversations.delete'), deleteNamed: (item) => t('chat.conversations.deleteNamed', { title: item.title }),
              confirmTitle: t('chat.conversations.confirmTitle'), confirmMessage: (item) => t('chat.conversations.confirmMessage', { title: item.title }),
              cancel: t('chat.conversations.cancel'), deleting: t('chat.conversations.deleting'),
            }}
          />
        </aside>
        <section className="chat-page__main" aria-labelledby="chat-conversation-title">
          <header className="chat-page__header">
            <h2 id="chat-conversation-title" className="chat-page__conversation">{active?.title ?? t('chat.newTitle')}</h2>
            {active && <Button size="small" onClick={() => setRenaming(active)}>{t('chat.rename.open')}</Button>}
          </header>
          {status.isPending ? <LoadingState /> : !configured && <NotConfigured setting={status.data!.setting} />}
          {activeId && conversation.isPending && !run.pending ? (
            <LoadingState />
          ) : (
            <MessageThread messages={active?.messages ?? []} pending={run.pending} onPlay={play} onDismiss={run.dismiss} />
          )}
          <Composer disabled={!configured} running={run.running} onAsk={(question) => void run.ask(question, active?.messages ?? [])} onStop={run.stop} />
        </section>
        {playing && (
          <div className="chat-page__player">
            <CitationPlayer request={playing} onClose={() => setPlaying(null)} />
          </div>
        )}
      </div>
      {renaming && <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />}
    </div>
  );
}
