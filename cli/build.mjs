// Bundles the CLI into one ES module with a node shebang. Workspace packages (@speechdeck/*) ship
// TypeScript sources, so they are bundled; third-party dependencies stay external and resolve
// from cli/node_modules, where pnpm installs them.
import { chmod, readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const outfile = new URL('./dist/speechdeck.mjs', import.meta.url).pathname;
const packageJson = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  external: Object.keys(packageJson.dependencies),
  sourcemap: 'linked',
  logLevel: 'warning',
});
await chmod(outfile, 0o755);
