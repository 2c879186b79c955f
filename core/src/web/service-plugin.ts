import type { ComponentType } from 'react';
import { assertPluginId } from '../plugin/plugin-id.ts';

export type NavMenu = 'services' | 'space';

/** Who may open a route; the shell redirects to /login or shows 403, the host enforces the same. */
export type RouteAccess = 'public' | 'user' | 'admin';

export type LazyPage = () => Promise<{ default: ComponentType }>;

export interface PluginRoute {
  /** Path without the leading '#/', e.g. 'speaker/enroll'. */
  path: string;
  /** i18n key of the page title (also the "coming soon" page's service name). */
  titleKey: string;
  /** Lazily loaded page; absent while the service is not built, and the shell shows "coming soon". */
  page?: LazyPage;
  access?: RouteAccess;
}

export interface NavEntry {
  menu: NavMenu;
  order: number;
  titleKey: string;
  /** The route path it opens, without '#/'. */
  path: string;
}

export interface ServicePlugin {
  id: string;
  routes: readonly PluginRoute[];
  nav: readonly NavEntry[];
  /** i18n keys the plugin brings: { en: {...}, tr: {...} } merged under the plugin's own namespace. */
  messages?: Partial<Record<string, Record<string, string>>>;
}

export const ROUTE_PATH_PATTERN = /^[a-z0-9]+([-/.][a-z0-9]+)*$/;

/** Declares a dashboard plugin; checks its own shape at once so a typo fails at start-up, not in a menu. */
export function defineServicePlugin(plugin: ServicePlugin): ServicePlugin {
  assertPluginId(plugin.id);
  for (const route of plugin.routes) {
    if (!ROUTE_PATH_PATTERN.test(route.path)) {
      throw new Error(`plugin '${plugin.id}': invalid route path '${route.path}' (no leading slash, lower-case segments)`);
    }
  }
  for (const entry of plugin.nav) {
    if (!plugin.routes.some((route) => route.path === entry.path)) {
      throw new Error(`plugin '${plugin.id}': nav entry '${entry.titleKey}' points at '${entry.path}', which it does not route`);
    }
  }
  return plugin;
}
