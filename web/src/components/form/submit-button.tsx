import type { ReactNode } from 'react';

/** The form's main button; says it is busy while the call runs and cannot be sent twice. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
