import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@speechdeck/core/web';

interface RedactDialogProps {
  fileName: string;
  pending: boolean;
  onConfirm: (keepOriginal: boolean) => void;
  onCancel: () => void;
}

/**
 * Asks before a result is redacted, saying what is found and replaced, and whether the original is
 * kept (the checkbox, unticked: dropped for good) beside the choice itself. Focus starts on Cancel.
 */
export function RedactDialog({ fileName, pending, onConfirm, onCancel }: RedactDialogProps) {
  const { t } = useTranslation();
  const [keepOriginal, setKeepOriginal] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog title={t('workspace.redact.title', { name: fileName })} onClose={close} role="alertdialog" initialFocus={cancel} describedBy={bodyId}>
      <div id={bodyId}>
        <p>{t('workspace.redact.body')}</p>
        <label className="ws-redact-keep">
          <input type="checkbox" checked={keepOriginal} disabled={pending} onChange={(event) => setKeepOriginal(event.target.checked)} />
          {' '}{t('workspace.redact.keepOriginal')}
        </label>
        <p className="ws-muted">{keepOriginal ? t('workspace.redact.kept') : t('workspace.redact.dropped')}</p>
      </div>
      <div className="dialog-actions">
        <Button ref={cancel} onClick={onCancel} disabled={pending}>{t('workspace.redact.cancel')}</Button>
        <Button variant="danger" onClick={() => onConfirm(keepOriginal)} disabled={pending}>{pending ? t('workspace.redact.redacting') : t('workspace.redact.confirm')}</Button>
      </div>
    </Dialog>
  );
}
