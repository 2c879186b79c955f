import { useEffect, useEffectEvent, type RefObject } from 'react';
import { watchCloseRequest } from './close-watcher.ts';
import { focusableIn } from './focusable.ts';

interface FocusTrapOptions {
  /** Where focus starts; the first focusable element otherwise. */
  initial?: RefObject<HTMLElement | null> | undefined;
  /** Where focus returns when the element that had it before is gone. */
  fallback?: (() => HTMLElement | null) | undefined;
}

/**
 * While mounted: the rest of the page is inert, focus starts inside `container` (on `initial` if
 * given), Tab and Shift+Tab cycle within it, Escape calls `onEscape`; on unmount focus returns to
 * whatever had it before (the button that opened the dialog), or to `fallback` if that is gone.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void, { initial, fallback }: FocusTrapOptions = {}) {
  const escape = useEffectEvent(onEscape);
  const fallbackTarget = useEffectEvent(() => fallback?.() ?? null);
  useEffect(() => {
    const dialog = container.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const background = document.getElementById('root');
    background?.setAttribute('inert', '');
    (initial?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    const stopWatching = watchCloseRequest(() => escape());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !stopWatching) {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // At the document, so a Tab pressed while focus is outside the dialog still brings it back in.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      stopWatching?.();
      // Inert elements cannot take focus: lift it before handing focus back.
      background?.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
      else fallbackTarget()?.focus();
    };
  }, [container, initial]);
}
