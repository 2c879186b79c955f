import type { ReactNode } from 'react';
import { PageTitle } from '@speechdeck/core/web';

/** The narrow centred card every account screen sits in; its title names the page and the browser tab. */
export function AuthCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section className="page page--narrow auth-card" aria-labelledby={titleId}>
      <PageTitle id={titleId}>{title}</PageTitle>
      {children}
    </section>
  );
}
