import type { ReactNode } from 'react';

/** The narrow centred card every account screen sits in. */
export function AuthCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section className="page page--narrow auth-card" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
