import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FailureNotice } from '@speechdeck/core/web';
import type { StoredMessage } from '../../contract/chat-api.ts';
import type { PendingTurn } from '../run/use-chat-run.ts';
import { CitationList, CitedText, type Play } from './cited-text.tsx';

interface MessageThreadProps {
  messages: readonly StoredMessage[];
  pending: PendingTurn | null;
  onPlay: Play;
  onDismiss: () => void;
}

function GroundingNote({ message }: { message: StoredMessage }) {
  const { t } = useTranslation();
  const grounding = message.grounding;
  if (!grounding || (grounding.attach.length === 0 && !grounding.retrieve)) return null;
  const parts = [
    grounding.attach.length > 0 ? t('chat.grounding.attached', { count: grounding.attach.length }) : null,
    grounding.retrieve ? t('chat.grounding.retrieved') : null,
  ].filter(Boolean);
  return (
    <p className="chat-message__grounding">
      {`${parts.join(' · ')} · ${t('chat.grounding.excerpts', { count: grounding.excerpts })}${grounding.truncated ? ` · ${t('chat.grounding.truncated')}` : ''}`}
    </p>
  );
}

/** The conversation as it stands: the stored messages, then the question on its way with its answer growing. */
export function MessageThread({ messages, pending, onPlay, onDismiss }: MessageThreadProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const shown = pending ? pending.before : messages;
  const growing = pending?.answer.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [shown.length, growing, pending?.state]);

  return (
    <div className="chat-thread" role="log" aria-label={t('chat.thread')}>
      {shown.filter((message) => message.role !== 'system').map((message) => (
        <article key={message.id} className={`chat-message chat-message--${message.role}`} aria-label={message.role === 'user' ? t('chat.you') : t('chat.assistant')}>
          {message.role === 'user' ? (
            <>
              <p className="chat-message__text">{message.content}</p>
              <GroundingNote message={message} />
            </>
          ) : (
            <>
              <CitedText text={message.content} citations={message.citations} onPlay={onPlay} />
              {message.status === 'interrupted' && <p className="chat-message__note">{t('chat.interrupted')}</p>}
              <CitationList citations={message.citations} onPlay={onPlay} />
            </>
          )}
        </article>
      ))}
      {pending && (
        <>
          <article className="chat-message chat-message--user" aria-label={t('chat.you')}>
            <p className="chat-message__text">{pending.question}</p>
          </article>
          {(pending.answer || pending.state === 'streaming') && (
            <article className="chat-message chat-message--assistant" aria-label={t('chat.assistant')} aria-busy={pending.state === 'streaming'}>
              <p className="chat-message__text">
                {pending.answer}
                {pending.state === 'streaming' && <span className="chat-message__cursor" aria-label={t('chat.writing')} role="status" />}
              </p>
            </article>
          )}
          {pending.error && (
            <div className="chat-thread__failure">
              <FailureNotice
                title={pending.error.status === 503 ? t('chat.failure.unavailable') : t('chat.failure.answer')}
                detail={`${pending.error.message} ${t('chat.failure.kept')}`}
              />
              <Button size="small" onClick={onDismiss}>{t('chat.failure.dismiss')}</Button>
            </div>
          )}
        </>
      )}
      <div ref={end} />
    </div>
  );
}
