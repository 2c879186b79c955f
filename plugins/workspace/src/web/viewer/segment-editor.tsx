import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@speechdeck/core/web';
import { editSegmentText } from '../api/edit-segment.ts';

interface SegmentEditorProps {
  start: number;
  text: string;
  pending: boolean;
  error: string | null;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** A segment's text in place, editable: Save (or Ctrl+Enter) keeps it, Cancel (or Escape) leaves it. */
export function SegmentEditor({ start, text, pending, error, onSave, onCancel }: SegmentEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(text);
  const [invalid, setInvalid] = useState<string | null>(null);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = editSegmentText.safeParse(value.trim());
    if (!checked.success) {
      setInvalid(t('workspace.edit.tooLong'));
      return;
    }
    setInvalid(null);
    onSave(checked.data);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      save();
    }
  };
  const message = invalid ?? error;

  return (
    <form className="ws-editor" onSubmit={save}>
      <label className="visually-hidden" htmlFor={id}>{t('workspace.edit.label', { time: formatTime(start) })}</label>
      <textarea
        id={id}
        className="field__input ws-editor__text"
        value={value}
        rows={Math.min(8, Math.max(2, Math.ceil(value.length / 80)))}
        // Opening the editor is the user's own action: the text is where they want to type.
        autoFocus
        disabled={pending}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="field__hint">{t('workspace.edit.hint')}</p>
      {message && <p id={`${id}-error`} className="field__error" role="alert">{message}</p>}
      <div className="ws-editor__actions">
        <button type="submit" className="button button--primary button--small" disabled={pending}>
          {pending ? t('workspace.edit.saving') : t('workspace.edit.save')}
        </button>
        <button type="button" className="button button--small" onClick={onCancel} disabled={pending}>{t('workspace.edit.cancel')}</button>
      </div>
    </form>
  );
}
