import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  title: (tab: T) => string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs with one tab stop: the arrows, Home and End move between them (the ARIA tabs pattern). Only
 * the selected tab's panel is rendered, so every tab controls the one panel there is.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, title, children }: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;

  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div className="ui-tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="ui-tabs__tab"
            aria-selected={selected === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {title(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(selected)} className="ui-tabs__panel">
        {children}
      </div>
    </>
  );
}
