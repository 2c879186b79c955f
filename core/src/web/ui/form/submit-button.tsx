import type { ReactNode } from 'react';
import { Button } from '../button.tsx';

/** The form's main button; says it is busy while the call runs and cannot be sent twice. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </Button>
  );
}
