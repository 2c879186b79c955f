import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  /** The question: 'Delete this user?'. */
  title: string;
  /** What it means, read out with the title. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs, both buttons wait and Escape does nothing. */
  pending?: boolean;
  /** The confirm button's words meanwhile ('Deleting…'). */
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/** Asks before something that cannot be undone; focus starts on Cancel so Enter alone never confirms. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, pending = false, pendingLabel, onConfirm, onCancel, fallbackFocus }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog title={title} onClose={close} role="alertdialog" initialFocus={cancel} describedBy={messageId} fallbackFocus={fallbackFocus}>
      <p id={messageId}>{message}</p>
      <div className="dialog-actions">
        <Button ref={cancel} onClick={onCancel} disabled={pending}>{cancelLabel}</Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>{pending && pendingLabel ? pendingLabel : confirmLabel}</Button>
      </div>
    </Dialog>
  );
}
