import type { NavEntry, NavMenu, PluginRoute, ServicePlugin } from './service-plugin.ts';

export interface RegisteredRoute extends PluginRoute {
  pluginId: string;
}

export interface PluginRegistry {
  readonly plugins: readonly ServicePlugin[];
  readonly routes: readonly RegisteredRoute[];
  menu(menu: NavMenu): readonly NavEntry[];
  route(path: string): RegisteredRoute | undefined;
}

/** Builds the registry the shell reads routes and menus from; fails fast on duplicate ids or routes. */
export function createPluginRegistry(plugins: readonly ServicePlugin[], reservedPaths: readonly string[] = []): PluginRegistry {
  const ids = new Set<string>();
  const owners = new Map<string, string>(reservedPaths.map((path) => [path, 'the shell']));
  const routes: RegisteredRoute[] = [];
  for (const plugin of plugins) {
    if (ids.has(plugin.id)) throw new Error(`duplicate plugin id '${plugin.id}'`);
    ids.add(plugin.id);
    for (const route of plugin.routes) {
      const owner = owners.get(route.path);
      if (owner) throw new Error(`route '${route.path}' of plugin '${plugin.id}' is already taken by ${owner}`);
      owners.set(route.path, `plugin '${plugin.id}'`);
      routes.push({ ...route, pluginId: plugin.id });
    }
  }
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const entries = plugins.flatMap((plugin) => plugin.nav);
  return {
    plugins,
    routes,
    menu: (menu) => entries.filter((entry) => entry.menu === menu).sort((a, b) => a.order - b.order),
    route: (path) => byPath.get(path),
  };
}
