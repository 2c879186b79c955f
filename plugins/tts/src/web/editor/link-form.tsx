import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@speechdeck/core/web';
import { linkTarget } from './link-target.ts';

interface LinkFormProps {
  /** The link under the caret, if it is on one. */
  current: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
  /** The address field's id (the dialog focuses it first). */
  fieldId?: string;
}

/**
 * The address of a link: typed, checked (web and mail addresses only), applied or removed. A group
 * rather than a form: in the e-mail dialog it sits inside that dialog's form; Enter applies it.
 */
export function LinkForm({ current, onApply, onRemove, onCancel, fieldId }: LinkFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    const href = linkTarget(value);
    if (href) onApply(href);
    else setError(t('tts.editor.linkInvalid'));
  };
  return (
    <div className="form rte-link" role="group" aria-labelledby={titleId}>
      <span id={titleId} className="visually-hidden">{t('tts.editor.linkTitle')}</span>
      <TextField
        id={fieldId}
        // In place (the e-mail's editor) the field opens under the toolbar: the caret goes there.
        autoFocus
        label={t('tts.editor.linkAddress')}
        hint={t('tts.editor.linkHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
      <div className="dialog-actions rte-link__actions">
        {current && <Button variant="danger" onClick={onRemove}>{t('tts.editor.linkRemove')}</Button>}
        <Button onClick={onCancel}>{t('tts.common.cancel')}</Button>
        <Button variant="primary" onClick={apply}>{t('tts.editor.linkApply')}</Button>
      </div>
    </div>
  );
}
