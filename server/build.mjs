// Compiles the host and the plugins it lists into one ES module, so `pnpm start` runs JavaScript
// with node, not TypeScript through tsx. The workspace packages (TypeScript sources) are bundled;
// the host's own dependencies stay external and load from node_modules, as native modules
// (better-sqlite3, argon2) and packages that read their own files (swagger-ui, pino transports)
// need. A plugin's other dependencies are bundled in, since the host cannot resolve them at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@speechdeck/'));
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

await build({
  // The host, and `speechdeck-admin` (bin/speechdeck-admin.mjs loads it), which builds the host's store.
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    admin: new URL('./src/admin/index.ts', import.meta.url).pathname,
    // ner's worker thread: EntityThreads loads it from beside server.mjs.
    'ner-entity-thread': new URL('../plugins/ner/src/server/engines/entity-thread.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  banner: {
    // Bundled CommonJS dependencies call require(); an ES module has none.
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'host-dependencies-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => (external.includes(packageOf(args.path)) ? { path: args.path, external: true } : undefined));
      },
    },
  ],
  logLevel: 'warning',
});
