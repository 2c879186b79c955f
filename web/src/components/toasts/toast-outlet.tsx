import { lazy, Suspense, useEffect, useState } from 'react';
import { onNotice } from '@speechdeck/core/web';
import { useShell } from '../../app/shell-context.tsx';

const loadHost = () => import('./toast-host.tsx');
const ToastHost = lazy(() => loadHost().then((module) => ({ default: module.ToastHost })));

/** The route of the hash URL ('/speech'), which the hash router has already changed when a page navigates. */
const currentRoute = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

interface ShownToast {
  /** The route it was shown on. */
  route: string;
  /** Sent while nobody was logged in: a wrong password, an ended session. */
  loggedOut: boolean;
}

/** The toasts on screen, by id. */
const shown = new Map<string, ShownToast>();

function closeToasts(which: (toast: ShownToast) => boolean): void {
  const ids = [...shown].filter(([, toast]) => which(toast)).map(([id]) => id);
  if (ids.length === 0) return;
  for (const id of ids) shown.delete(id);
  void loadHost().then(({ dismissToast }) => ids.forEach(dismissToast));
}

/**
 * Where the kit's `notify` notices become toasts. react-toastify arrives with the first notice
 * rather than with the dashboard (most visits show none); a toast sent before its container is up
 * waits in react-toastify's own queue. A login closes the toasts sent while logged out: they spoke
 * of a wrong password or an ended session, which the login has just put right.
 */
export function ToastOutlet() {
  const { sessionState } = useShell();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    // The host module may arrive after the outlet is gone (the app closed, a test torn down).
    let mounted = true;
    const stop = onNotice((notice) => {
      const loggedOut = sessionState.get() === null;
      void loadHost().then(({ showNotice }) => {
        // A wrong password's toast that would appear only after the right one logged in is old news.
        if (!mounted || (loggedOut && sessionState.get() !== null)) return;
        // The container mounts only once its code is here: a missing chunk must not take the page down.
        setUsed(true);
        // Taken when the toast appears, after the page that sent it navigated (a saved password, then
        // the login page): such a toast belongs to the page it leads to.
        const id = showNotice(notice, () => shown.delete(id));
        shown.set(id, { route: currentRoute(), loggedOut });
      }, () => {
        // The toasts' code is gone (the dashboard was rebuilt since the tab opened): the notice is lost, not the page.
      });
    });
    const stopWatching = sessionState.subscribe(() => {
      if (sessionState.get() !== null) closeToasts((toast) => toast.loggedOut);
    });
    return () => {
      mounted = false;
      stop();
      stopWatching();
    };
  }, [sessionState]);
  return used ? <Suspense fallback={null}><ToastHost /></Suspense> : null;
}

/** Closes the toasts of the pages the person has left when the route becomes `route`: they spoke of those pages. */
export function useToastsCloseOnLeave(route: string): void {
  useEffect(() => closeToasts((toast) => toast.route !== route), [route]);
}
