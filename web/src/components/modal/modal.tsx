import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap.ts';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'side' slides in from the right (the sample panel); 'center' for confirmations. */
  placement?: 'side' | 'center';
  /** Where focus lands on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

/** An accessible modal dialog: labelled by its title, focus trapped, Escape and the backdrop close it. */
export function Modal({ title, onClose, children, placement = 'center', initialFocus, role = 'dialog', describedBy }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, onClose, initialFocus);

  return createPortal(
    <div className={`modal-backdrop modal-backdrop--${placement}`} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={`modal modal--${placement}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
