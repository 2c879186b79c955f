import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  fileName: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the button that opened the dialog is gone (the row was deleted). */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * "Delete this file?" as a native modal <dialog>: the page behind is inert, focus starts on
 * Cancel (the safe choice), Escape cancels, and focus returns to the opener on close.
 */
export function ConfirmDeleteDialog({ fileName, pending, onConfirm, onCancel, fallbackFocus }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const fallback = useRef(fallbackFocus);
  useEffect(() => {
    fallback.current = fallbackFocus;
  }, [fallbackFocus]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    cancel.current?.focus();
    return () => {
      if (element.open) element.close?.();
      if (opener?.isConnected) opener.focus();
      else fallback.current()?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="ws-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={titleId} className="ws-dialog__title">{t('workspace.delete.title', { name: fileName })}</h2>
      <p id={bodyId}>{t('workspace.delete.body')}</p>
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button" onClick={onCancel} disabled={pending}>{t('workspace.delete.cancel')}</button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={pending}>
          {pending ? t('workspace.delete.deleting') : t('workspace.delete.confirm')}
        </button>
      </div>
    </dialog>
  );
}
