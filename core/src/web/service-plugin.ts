import type { ComponentType } from 'react';
import { assertPluginId, PLUGIN_ID_PATTERN } from '../plugin/plugin-id.ts';
import type { MessagesLoader, PluginMessages } from './messages/plugin-messages.ts';

export type NavMenu = 'services' | 'space';

/** Who may open a route; the shell redirects to /login or shows 403, the host enforces the same. */
export type RouteAccess = 'public' | 'user' | 'admin';

/** A component loaded on first use, so the dashboard's first download carries none of it. */
export type LazyComponent = () => Promise<{ default: ComponentType }>;
export type LazyPage = LazyComponent;

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

/** A card a plugin adds to the user's dashboard (what the user has in that service). */
export interface DashboardWidget {
  /** Unique among all plugins' widgets, kebab-case: 'workspace-counts'. */
  id: string;
  /** Place on the dashboard, lower first, across plugins (like nav entries). */
  order: number;
  component: LazyComponent;
}

export interface ServicePlugin {
  id: string;
  routes: readonly PluginRoute[];
  nav: readonly NavEntry[];
  /**
   * The words the shell shows before any of the plugin's code has loaded: its route and menu
   * titles, merged under the plugin's own keys. Keep it to those: this is in the first download.
   */
  messages?: PluginMessages;
  /** The rest of its words, loaded with its first page or widget. */
  loadMessages?: MessagesLoader;
  widgets?: readonly DashboardWidget[];
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
  for (const widget of plugin.widgets ?? []) {
    if (!PLUGIN_ID_PATTERN.test(widget.id)) {
      throw new Error(`plugin '${plugin.id}': invalid widget id '${widget.id}' (lower-case kebab-case)`);
    }
  }
  return plugin;
}
