import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useUiKit } from '../kit-context.tsx';
import { useFocusTrap } from './use-focus-trap.ts';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'side' slides in from the right (the sample panel); 'center' for confirmations and forms. */
  placement?: 'side' | 'center';
  /** Where focus lands on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** Where focus goes on close when the element that opened the dialog is gone (its row was deleted). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * An accessible modal dialog: labelled by its title, the page behind inert, focus trapped inside,
 * Escape and the backdrop close it, and focus goes back to the opener on close.
 */
export function Dialog({ title, onClose, children, placement = 'center', initialFocus, role = 'dialog', describedBy, fallbackFocus }: DialogProps) {
  const { portal, labels } = useUiKit();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, onClose, { initial: initialFocus, fallback: fallbackFocus });

  return portal(
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
          <button type="button" className="icon-button" onClick={onClose} aria-label={labels.close}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
  );
}
