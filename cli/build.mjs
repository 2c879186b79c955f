// Bundles the CLI and everything it imports (workspace packages, commander, ora, axios, zod) into
// one ES module with a node shebang: it starts about twice as fast as resolving hundreds of files
// from node_modules, and it runs from anywhere (a global link, a copy) without node_modules.
import { chmod } from 'node:fs/promises';
import { build } from 'esbuild';

const outfile = new URL('./dist/speechdeck.mjs', import.meta.url).pathname;

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: {
    // axios' Node build is CommonJS and requires Node built-ins at run time; an ES module has no
    // `require`, so the bundle gets one.
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  legalComments: 'linked',
  logLevel: 'warning',
});
await chmod(outfile, 0o755);
