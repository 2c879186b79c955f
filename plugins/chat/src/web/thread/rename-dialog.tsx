import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, Dialog, TextField } from '@speechdeck/core/web';
import { CHAT_LIMITS, type ConversationSummary } from '../../contract/chat-api.ts';
import { useRenameConversation } from '../api/chat-queries.ts';

/** A new title for the conversation; the host's reason shows in the field when it refuses. */
export function RenameDialog({ conversation, onClose }: { conversation: ConversationSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameConversation();
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError(t('chat.rename.required'));
    if (trimmed.length > CHAT_LIMITS.titleMaxChars) return setError(t('chat.rename.tooLong', { max: CHAT_LIMITS.titleMaxChars }));
    rename.mutate({ id: conversation.id, title: trimmed }, {
      onSuccess: onClose,
      onError: (failure) => setError(isApiError(failure) ? failure.message : t('chat.rename.failed')),
    });
  };

  return (
    <Dialog title={t('chat.rename.title')} onClose={onClose}>
      <form onSubmit={save}>
        <TextField label={t('chat.rename.label')} value={title} onChange={setTitle} error={error ?? undefined} autoFocus />
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('chat.rename.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={rename.isPending}>{t('chat.rename.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
