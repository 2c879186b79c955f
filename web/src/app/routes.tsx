import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { PluginRegistry, RouteAccess } from '@speechdeck/core/web';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { serviceRouteElement } from '../features/services/service-route-element.tsx';
import { RequireAccess } from '../routing/require-access.tsx';
import { SHELL_PATHS, type ShellPath } from './shell-paths.ts';

type Page = LazyExoticComponent<ComponentType>;

/** Spec §2 names /auth/login beside /login: the same screen. */
const ALIASES = { 'auth/login': 'login' } as const satisfies Partial<Record<ShellPath, ShellPath>>;
type PagePath = Exclude<ShellPath, keyof typeof ALIASES>;

/** The shell's own pages, each its own chunk: the first load carries only the layout. */
const PAGES: Record<PagePath, { page: Page; access: RouteAccess }> = {
  home: { page: lazy(() => import('../features/home/home-page.tsx')), access: 'public' },
  learnmore: { page: lazy(() => import('../content/learn-more-page.tsx')), access: 'public' },
  aboutus: { page: lazy(() => import('../content/about-us-page.tsx')), access: 'public' },
  eula: { page: lazy(() => import('../content/eula-page.tsx')), access: 'public' },
  csae: { page: lazy(() => import('../content/csae-page.tsx')), access: 'public' },
  privacypolicy: { page: lazy(() => import('../content/privacy-policy-page.tsx')), access: 'public' },
  'app-ads.txt': { page: lazy(() => import('../features/static/app-ads-page.tsx')), access: 'public' },
  login: { page: lazy(() => import('../features/auth/login-page.tsx')), access: 'public' },
  register: { page: lazy(() => import('../features/auth/register-page.tsx')), access: 'public' },
  'check-email': { page: lazy(() => import('../features/auth/check-email-page.tsx')), access: 'public' },
  confirm: { page: lazy(() => import('../features/auth/confirm-page.tsx')), access: 'public' },
  'forgot-password': { page: lazy(() => import('../features/auth/forgot-password-page.tsx')), access: 'public' },
  'reset-password': { page: lazy(() => import('../features/auth/reset-password-page.tsx')), access: 'public' },
  changepass: { page: lazy(() => import('../features/auth/change-password-page.tsx')), access: 'user' },
  'admin/users': { page: lazy(() => import('../features/admin/users-page.tsx')), access: 'admin' },
};

function shellRoute(path: ShellPath): RouteObject {
  const { page: Page, access } = PAGES[path in ALIASES ? ALIASES[path as keyof typeof ALIASES] : (path as PagePath)];
  return { path, element: <RequireAccess access={access}><Page /></RequireAccess> };
}

/**
 * Hash routes of spec §2: the layout around every page, the shell's pages, one route per plugin
 * route from the registry; the empty path and any unknown path go to /home. A page that fails
 * (its code gone after a deploy, or a fault) shows the error page inside the layout, so the navbar
 * stays; only a fault of the layout itself shows it alone.
 */
export function shellRoutes(registry: PluginRegistry): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to="/home" replace /> },
            ...SHELL_PATHS.map(shellRoute),
            ...registry.routes.map((route) => ({ path: route.path, element: serviceRouteElement(route, registry) })),
            { path: '*', element: <Navigate to="/home" replace /> },
          ],
        },
      ],
    },
  ];
}
