import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@speechdeck/core/web';
import { hasTranscript, ResultChooser } from '@speechdeck/plugin-workspace/web';
import { CHAT_LIMITS } from '../../contract/chat-api.ts';
import type { Question } from '../run/use-chat-run.ts';

interface ComposerProps {
  /** No chat server: nothing can be sent. */
  disabled: boolean;
  running: boolean;
  onAsk: (question: Question) => void;
  onStop: () => void;
}

interface Attached {
  processId: string;
  fn: string;
}

/** The question, what grounds it (transcripts attached, the user's recordings searched), send and stop. */
export function Composer({ disabled, running, onAsk, onStop }: ComposerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [attached, setAttached] = useState<Attached[]>([]);
  const [retrieve, setRetrieve] = useState(false);
  const tooLong = text.length > CHAT_LIMITS.messageMaxChars;
  const canSend = !disabled && !running && text.trim() !== '' && !tooLong;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onAsk({ text: text.trim(), attach: attached.map((a) => a.processId), retrieve });
    setText('');
  };
  // Enter sends, Shift+Enter starts a new line, as in every chat.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form className="panel chat-composer" onSubmit={send} aria-label={t('chat.composer.title')}>
      <fieldset className="chat-composer__grounding" disabled={disabled || running}>
        <legend className="field__label">{t('chat.composer.grounding')}</legend>
        {attached.length < CHAT_LIMITS.attachMax && (
          <ResultChooser
            value={null}
            usable={hasTranscript}
            onChoose={(result) => setAttached((list) => (list.some((a) => a.processId === result.processId) ? list : [...list, { processId: result.processId, fn: result.fn }]))}
            labels={{ pick: t('chat.composer.attach'), choose: t('chat.composer.choose'), loading: t('chat.composer.loading'), none: t('chat.composer.noResults') }}
          />
        )}
        {attached.length > 0 && (
          <ul className="chat-composer__attached" aria-label={t('chat.composer.attached')}>
            {attached.map((item) => (
              <li key={item.processId} className="chat-chip">
                <span>{item.fn}</span>
                <button type="button" className="icon-button" aria-label={t('chat.composer.detach', { file: item.fn })} onClick={() => setAttached((list) => list.filter((a) => a !== item))}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <label className="chat-composer__retrieve">
          <input type="checkbox" checked={retrieve} onChange={(event) => setRetrieve(event.target.checked)} />
          {t('chat.composer.retrieve')}
        </label>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>{t('chat.composer.message')}</label>
        <textarea
          id={inputId}
          className="field__input chat-composer__input"
          rows={3}
          value={text}
          disabled={disabled}
          placeholder={t('chat.composer.placeholder')}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {tooLong && <p className="field__error">{t('chat.composer.tooLong', { max: CHAT_LIMITS.messageMaxChars.toLocaleString() })}</p>}
      </div>
      <div className="chat-composer__actions">
        {running ? <Button onClick={onStop}>{t('chat.composer.stop')}</Button> : <Button type="submit" variant="primary" disabled={!canSend}>{t('chat.composer.send')}</Button>}
        <span className="chat-composer__hint">{t('chat.composer.hint')}</span>
      </div>
    </form>
  );
}
