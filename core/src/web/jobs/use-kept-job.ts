import { useCallback, useEffect, useState } from 'react';
import { usePlatform } from '../platform-context.tsx';

/** One kept job per page: whose it is, and its id. */
interface KeptJob {
  user: string;
  id: string;
}

const storageKey = (page: string) => `speechdeck.job.${page}`;

function readKept(page: string, user: string | null): string | null {
  const raw = window.sessionStorage.getItem(storageKey(page));
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as KeptJob;
    if (kept.user === user) return kept.id;
  } catch {
    // Unreadable: dropped below like another person's.
  }
  // Another person's job (a logout, then someone else's login in this tab): never shown, not kept.
  window.sessionStorage.removeItem(storageKey(page));
  return null;
}

/**
 * The id of the job a page last started, kept for the signed-in user so that a reload, Back, or a
 * logout and login again shows it once more, with its progress or its result: the job runs on the
 * host whether a page watches it or not. Kept in the tab's sessionStorage, since a logout clears
 * localStorage (spec §4), and under the user's e-mail, so nobody else signing in here sees it.
 */
export function useKeptJob(page: string): [string | null, (id: string | null) => void] {
  const user = usePlatform().session.read()?.email ?? null;
  const [id, setId] = useState(() => readKept(page, user));
  const keep = useCallback((next: string | null) => {
    setId(next);
    if (next !== null && user !== null) window.sessionStorage.setItem(storageKey(page), JSON.stringify({ user, id: next } satisfies KeptJob));
    else window.sessionStorage.removeItem(storageKey(page));
  }, [page, user]);
  return [id, keep];
}

/*
 * By its status rather than `instanceof ApiError`: this entry loads with the shell, which must not
 * pull in the HTTP contract (index.ts).
 */
const isGone = (error: unknown) => error instanceof Error && 'status' in error && error.status === 404;

/** Forgets a kept job its host no longer knows (deleted meanwhile): its poll answers 404. */
export function useForgetGoneJob(pollError: unknown, keep: (id: null) => void): void {
  const gone = isGone(pollError);
  useEffect(() => {
    if (gone) keep(null);
  }, [gone, keep]);
}
