import { lazy, Suspense, useEffect, useState } from 'react';
import { onNotice } from '@speechdeck/core/web';

const loadHost = () => import('./toast-host.tsx');
const ToastHost = lazy(() => loadHost().then((module) => ({ default: module.ToastHost })));

/** The route of the hash URL ('/speech'), which the hash router has already changed when a page navigates. */
const currentRoute = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

/** The toasts on screen, by id, with the route each was shown on. */
const shown = new Map<string, string>();

/**
 * Where the kit's `notify` notices become toasts. react-toastify arrives with the first notice
 * rather than with the dashboard (most visits show none); a toast sent before its container is up
 * waits in react-toastify's own queue.
 */
export function ToastOutlet() {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    // The host module may arrive after the outlet is gone (the app closed, a test torn down).
    let mounted = true;
    const stop = onNotice((notice) => {
      setUsed(true);
      void loadHost().then(({ showNotice }) => {
        if (!mounted) return;
        // Taken when the toast appears, after the page that sent it navigated (a saved password, then
        // the login page): such a toast belongs to the page it leads to.
        const id = showNotice(notice, () => shown.delete(id));
        shown.set(id, currentRoute());
      });
    });
    return () => {
      mounted = false;
      stop();
    };
  }, []);
  return used ? <Suspense fallback={null}><ToastHost /></Suspense> : null;
}

/** Closes the toasts of the pages the person has left when the route becomes `route`: they spoke of those pages. */
export function useToastsCloseOnLeave(route: string): void {
  useEffect(() => {
    const left = [...shown].filter(([, shownOn]) => shownOn !== route).map(([id]) => id);
    if (left.length === 0) return;
    for (const id of left) shown.delete(id);
    void loadHost().then(({ dismissToast }) => left.forEach(dismissToast));
  }, [route]);
}
