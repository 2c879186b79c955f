import { lazy, type ReactNode } from 'react';
import type { RegisteredRoute } from '@speechdeck/core/web';
import { RequireAccess } from '../../routing/require-access.tsx';

const ComingSoonPage = lazy(() => import('./coming-soon-page.tsx'));

/**
 * The element of one plugin route: its lazily loaded page, or "coming soon" while the plugin has
 * none. Called once per route when the router is built, so each lazy component is created once.
 */
export function serviceRouteElement(route: RegisteredRoute): ReactNode {
  const Page = route.page ? lazy(route.page) : null;
  return (
    <RequireAccess access={route.access ?? 'user'}>
      {Page ? <Page /> : <ComingSoonPage titleKey={route.titleKey} />}
    </RequireAccess>
  );
}
