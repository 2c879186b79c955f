import type { ReactNode } from 'react';

/** Small line icons for the toolbar's buttons that have no letter of their own; hidden from screen readers (the buttons are named). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="rte-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      {children}
    </svg>
  );
}

export const BulletListIcon = () => (
  <Icon>
    <circle cx="4" cy="5" r="1.2" fill="currentColor" /><circle cx="4" cy="10" r="1.2" fill="currentColor" /><circle cx="4" cy="15" r="1.2" fill="currentColor" />
    <path d="M8 5h9M8 10h9M8 15h9" />
  </Icon>
);

export const OrderedListIcon = () => (
  <Icon>
    <path d="M3 3.5h1.5v4M3 7.5h3M3 12.5c0-1 3-1 3 0.3 0 1.2-3 1.8-3 3.2h3" strokeWidth="1.3" />
    <path d="M9 5h8M9 10h8M9 15h8" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M8.5 11.5a3 3 0 0 0 4.2 0l3-3a3 3 0 0 0-4.2-4.2l-1 1" />
    <path d="M11.5 8.5a3 3 0 0 0-4.2 0l-3 3a3 3 0 0 0 4.2 4.2l1-1" />
  </Icon>
);

export const ImageIcon = () => (
  <Icon>
    <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
    <circle cx="7" cy="8" r="1.5" />
    <path d="M3 15l4.5-4.5 3 3 2.5-2.5 4.5 4.5" />
  </Icon>
);
