import type { ReactNode } from 'react';
import { useUiKit } from './kit-context.tsx';

/**
 * Something is on its way, announced politely. `page` stands in for a whole page (a spinner in
 * the middle); otherwise a line where the data will be.
 */
export function LoadingState({ label, page = false }: { label?: string; page?: boolean }) {
  const { labels } = useUiKit();
  const text = label ?? labels.loading;
  if (!page) return <p className="ui-state" role="status">{text}</p>;
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** Nothing here yet, and what to do about it (a link or a button). */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      <p className="ui-empty__message">{message}</p>
      {action}
    </div>
  );
}

/** Something failed: said at once to screen readers, with a way out (retry, close) when there is one. */
export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="ui-error">
      <p className="ui-error__message" role="alert">{message}</p>
      {action}
    </div>
  );
}

/** A failed call or run, said at once where it happened: what failed, and the host's reason under it. */
export function FailureNotice({ title, detail, className }: { title: string; detail?: string | null; className?: string }) {
  return (
    <div className={`notice notice--error${className ? ` ${className}` : ''}`} role="alert">
      <strong>{title}</strong>
      {detail && <p className="ui-failure__detail">{detail}</p>}
    </div>
  );
}
