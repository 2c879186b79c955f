/** Plugin ids are short kebab-case words: they name folders, routes, i18n namespaces and OpenAPI tags. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function assertPluginId(id: string): void {
  if (!PLUGIN_ID_PATTERN.test(id)) throw new Error(`invalid plugin id '${id}': use lower-case kebab-case, e.g. 'speaker-id'`);
}
