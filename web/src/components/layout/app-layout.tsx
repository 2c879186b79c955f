import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { LoadingState } from '@speechdeck/core/web';
import { Navbar } from '../navbar/navbar.tsx';
import { SamplePanel } from '../sample-panel/sample-panel.tsx';
import { useToastsCloseOnLeave } from '../toasts/toast-outlet.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** Spec §2's layout shell: navbar, the routed page and the sample-media selector. */
export function AppLayout() {
  useToastsCloseOnLeave(useLocation().pathname);
  return (
    <div className="app">
      <SkipLink target="main" />
      <Navbar />
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<LoadingState page />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SamplePanel />
      <ScrollRestoration />
    </div>
  );
}
