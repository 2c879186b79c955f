import type { DashboardWidget, NavEntry, NavMenu, PluginRoute, ServicePlugin } from './service-plugin.ts';

export interface RegisteredRoute extends PluginRoute {
  pluginId: string;
}

export interface RegisteredWidget extends DashboardWidget {
  pluginId: string;
}

export interface PluginRegistry {
  readonly plugins: readonly ServicePlugin[];
  readonly routes: readonly RegisteredRoute[];
  /** Every plugin's dashboard widgets, in their order. */
  readonly widgets: readonly RegisteredWidget[];
  menu(menu: NavMenu): readonly NavEntry[];
  route(path: string): RegisteredRoute | undefined;
  plugin(id: string): ServicePlugin | undefined;
}

/** Builds the registry the shell reads routes, menus and widgets from; fails fast on duplicate ids or routes. */
export function createPluginRegistry(plugins: readonly ServicePlugin[], reservedPaths: readonly string[] = []): PluginRegistry {
  const byId = new Map<string, ServicePlugin>();
  const owners = new Map<string, string>(reservedPaths.map((path) => [path, 'the shell']));
  const widgetOwners = new Map<string, string>();
  const routes: RegisteredRoute[] = [];
  const widgets: RegisteredWidget[] = [];
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new Error(`duplicate plugin id '${plugin.id}'`);
    byId.set(plugin.id, plugin);
    for (const route of plugin.routes) {
      const owner = owners.get(route.path);
      if (owner) throw new Error(`route '${route.path}' of plugin '${plugin.id}' is already taken by ${owner}`);
      owners.set(route.path, `plugin '${plugin.id}'`);
      routes.push({ ...route, pluginId: plugin.id });
    }
    for (const widget of plugin.widgets ?? []) {
      const owner = widgetOwners.get(widget.id);
      if (owner) throw new Error(`widget '${widget.id}' of plugin '${plugin.id}' is already taken by plugin '${owner}'`);
      widgetOwners.set(widget.id, plugin.id);
      widgets.push({ ...widget, pluginId: plugin.id });
    }
  }
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const entries = plugins.flatMap((plugin) => plugin.nav);
  return {
    plugins,
    routes,
    widgets: widgets.sort((a, b) => a.order - b.order),
    menu: (menu) => entries.filter((entry) => entry.menu === menu).sort((a, b) => a.order - b.order),
    route: (path) => byPath.get(path),
    plugin: (id) => byId.get(id),
  };
}
