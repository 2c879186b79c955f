import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteAccess } from '@speechdeck/core/web';
import { useSession } from '../session/use-session.ts';
import type { ReturnState } from './return-path.ts';

const ForbiddenPage = lazy(() => import('../features/errors/forbidden-page.tsx'));

/**
 * Service and space pages need a login (to /login, and back after it); admin pages need the ADMIN
 * role (a 403 page otherwise). The host enforces the same: this is for the person, not security.
 */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (access === 'public') return children;
  if (!session) {
    const state: ReturnState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (access === 'admin' && session.role !== 'ADMIN') return <ForbiddenPage />;
  return children;
}
