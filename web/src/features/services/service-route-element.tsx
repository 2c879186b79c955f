import { lazy, type ReactNode } from 'react';
import type { PluginRegistry, RegisteredRoute } from '@speechdeck/core/web';
import { RequireAccess } from '../../routing/require-access.tsx';
import { pluginComponent } from '../plugins/plugin-component.tsx';

const ComingSoonPage = lazy(() => import('./coming-soon-page.tsx'));

/**
 * The element of one plugin route: its lazily loaded page (with the plugin's words), or "coming
 * soon" while the plugin has none. Called once per route when the router is built.
 */
export function serviceRouteElement(route: RegisteredRoute, registry: PluginRegistry): ReactNode {
  const Page = route.page ? pluginComponent(route.page, registry.plugin(route.pluginId)?.loadMessages) : null;
  return (
    <RequireAccess access={route.access ?? 'user'}>
      {Page ? <Page /> : <ComingSoonPage titleKey={route.titleKey} />}
    </RequireAccess>
  );
}
