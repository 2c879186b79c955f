// The node projects each name the same setups: one server of a kind for the run, stopped when the last project using it ends.
const shared = globalThis as { speechdeckTestServers?: Map<string, { server: Promise<{ url: string; stop(): Promise<void> }>; users: number }> };

/** A vitest globalSetup that starts one server with `start` for the whole run and puts its URL in `process.env[urlVariable]`. */
export function oneServerPerRun(urlVariable: string, start: () => Promise<{ url: string; stop(): Promise<void> }>) {
  return async () => {
    // A run that needs none of them (the scaffold test's run of a new plugin's own tests) starts none.
    if (process.env.SPEECHDECK_TEST_SERVERS === 'none') return async () => {};
    const servers = (shared.speechdeckTestServers ??= new Map());
    if (!servers.has(urlVariable)) servers.set(urlVariable, { server: start(), users: 0 });
    const entry = servers.get(urlVariable)!;
    entry.users++;
    process.env[urlVariable] = (await entry.server).url;
    return async () => {
      if (--entry.users > 0) return;
      servers.delete(urlVariable);
      await (await entry.server).stop();
    };
  };
}
