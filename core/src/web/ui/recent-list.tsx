import { useId, useState } from 'react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './dialog/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from './states.tsx';

/** The list's words, given by the page in the dashboard's language; the `…Named` ones name the item for a screen reader. */
export interface RecentListLabels<T> {
  failed: string;
  retry: string;
  empty: string;
  open: string;
  openNamed: (item: T) => string;
  delete: string;
  deleteNamed: (item: T) => string;
  confirmTitle: string;
  confirmMessage: (item: T) => string;
  cancel: string;
  deleting: string;
}

interface RecentListProps<T> {
  title: string;
  /** The list as its query holds it (TanStack Query's result will do). */
  list: { isPending: boolean; isError: boolean; data: readonly T[] | undefined; refetch: () => unknown };
  labels: RecentListLabels<T>;
  itemId: (item: T) => string;
  itemName: (item: T) => string;
  /** The line under the name: its facts, joined. */
  itemMeta: (item: T) => string;
  /** Whether it can be opened yet (a job still running cannot). */
  canOpen: (item: T) => boolean;
  /** The item the page shows, marked in the list. */
  shownId: string | null;
  onOpen: (item: T) => void;
  /**
   * Deletes the item, once the person confirmed. Resolved, the dialog closes; rejected, it stays for
   * another try (the shell toasts the host's reason).
   */
  onDelete: (item: T) => Promise<unknown>;
  /** The page's own class for the panel. */
  className?: string;
}

/** A page's earlier results, newest first: open one to see it again, or delete it (after asking). */
export function RecentList<T>({ title, list, labels, itemId, itemName, itemMeta, canOpen, shownId, onOpen, onDelete, className }: RecentListProps<T>) {
  const titleId = useId();
  const [asking, setAsking] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = (item: T) => {
    setDeleting(true);
    onDelete(item).then(() => setAsking(null), () => {}).finally(() => setDeleting(false));
  };

  return (
    <section className={`panel recent-list${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError || !list.data ? (
        <ErrorState message={labels.failed} action={<Button size="small" onClick={() => void list.refetch()}>{labels.retry}</Button>} />
      ) : list.data.length === 0 ? (
        <EmptyState message={labels.empty} />
      ) : (
        <ul className="recent-list__list" aria-labelledby={titleId}>
          {list.data.map((item) => {
            const shown = itemId(item) === shownId;
            return (
              <li key={itemId(item)} className={`recent-list__item${shown ? ' recent-list__item--shown' : ''}`} aria-current={shown || undefined} data-testid="recent-item">
                <div className="recent-list__what">
                  <span className="recent-list__name">{itemName(item)}</span>
                  <span className="recent-list__meta">{itemMeta(item)}</span>
                </div>
                <div className="recent-list__actions">
                  <Button size="small" disabled={!canOpen(item)} aria-label={labels.openNamed(item)} onClick={() => onOpen(item)}>
                    {labels.open}
                  </Button>
                  <Button size="small" variant="danger" aria-label={labels.deleteNamed(item)} onClick={() => setAsking(item)}>
                    {labels.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {asking !== null && (
        <ConfirmDialog
          title={labels.confirmTitle}
          message={labels.confirmMessage(asking)}
          confirmLabel={labels.delete}
          cancelLabel={labels.cancel}
          pending={deleting}
          pendingLabel={labels.deleting}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
