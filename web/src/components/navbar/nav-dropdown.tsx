import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavEntry } from '@speechdeck/core/web';

interface NavDropdownProps {
  label: string;
  entries: readonly NavEntry[];
  /** Spec §2's 'AI Services' opens on hover; every dropdown also opens by click, tap and keyboard. */
  openOnHover?: boolean;
}

/**
 * A disclosure menu of links: the button toggles aria-expanded (click, tap, Enter, Space), ArrowDown
 * and ArrowUp open it and walk its links, Home and End jump, Escape closes it and gives focus back
 * to the button, and focus or a click leaving it closes it.
 */
export function NavDropdown({ label, entries, openOnHover = false }: NavDropdownProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // Opened by hovering, it closes when the pointer leaves; opened by click, it stays until dismissed.
  const [pinned, setPinned] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.nav-dropdown__link') ?? []);
  const close = () => {
    setOpen(false);
    setPinned(false);
  };
  const focusLink = (index: number) => {
    const items = links();
    items[(index + items.length) % items.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    // The links are hidden until the list renders open; render it now so focus can move in.
    flushSync(() => setOpen(true));
    focusLink(index);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      close();
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      button.current?.focus();
    }
  };

  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  return (
    <li
      ref={root}
      className={`nav-dropdown${open ? ' nav-dropdown--open' : ''}`}
      onPointerEnter={(event) => openOnHover && isMouse(event) && setOpen(true)}
      onPointerLeave={(event) => openOnHover && isMouse(event) && !pinned && setOpen(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav__item nav-dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // A click on a menu the pointer already opened keeps it open instead of shutting it.
          if (open && !pinned && openOnHover) setPinned(true);
          else if (open) close();
          else {
            setOpen(true);
            setPinned(true);
          }
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="nav-dropdown__caret" aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="nav-dropdown__list" hidden={!open} onKeyDown={onListKeyDown} aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink className="nav-dropdown__link" to={`/${entry.path}`} onClick={close}>
              {t(entry.titleKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
