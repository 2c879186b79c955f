import { lazy, Suspense, useEffect, useState } from 'react';
import { onNotice } from '@speechdeck/core/web';

const loadHost = () => import('./toast-host.tsx');
const ToastHost = lazy(() => loadHost().then((module) => ({ default: module.ToastHost })));

/**
 * Where the kit's `notify` notices become toasts. react-toastify arrives with the first notice
 * rather than with the dashboard (most visits show none); a toast sent before its container is up
 * waits in react-toastify's own queue.
 */
export function ToastOutlet() {
  const [used, setUsed] = useState(false);
  useEffect(() => onNotice((notice) => {
    setUsed(true);
    void loadHost().then(({ showNotice }) => showNotice(notice));
  }), []);
  return used ? <Suspense fallback={null}><ToastHost /></Suspense> : null;
}
