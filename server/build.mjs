// Compiles the host and the plugins it lists into one ES module, so `pnpm start` runs JavaScript
// with node, not TypeScript through tsx. The workspace packages (TypeScript sources) are bundled;
// the host's own dependencies stay external and load from node_modules, as native modules
// (better-sqlite3, argon2) and packages that read their own files (swagger-ui, pino transports)
// need. A plugin's dependencies are bundled in, but for the run-time packages it declares in its
// package.json ("speechdeck": src/bundle/package-declarations.ts), with its worker entries.
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { findPackageDir, readBundleDeclarations } from './src/bundle/package-declarations.ts';
import manifest from './package.json' with { type: 'json' };

const hostDir = import.meta.dirname;
const outdir = join(hostDir, 'dist');
const hostEntries = {
  server: join(hostDir, 'src/server.ts'),
  // `speechdeck-admin` (bin/speechdeck-admin.mjs loads it), which builds the host's store.
  admin: join(hostDir, 'src/admin/index.ts'),
};
const { workerEntries, runtimePackages } = readBundleDeclarations(hostDir, Object.keys(hostEntries));
const hostPackages = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@speechdeck/'));
const external = new Set([...hostPackages, ...Object.keys(runtimePackages)]);
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

await build({
  entryPoints: { ...hostEntries, ...workerEntries },
  outdir,
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
      name: 'run-time-packages-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => (external.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined));
      },
    },
  ],
  logLevel: 'warning',
});

// pnpm installs a plugin's packages in its own node_modules, which node does not search from
// dist/: dist/node_modules links each declared one there, so every way of loading it (import,
// require, import.meta.resolve, a worker's code) finds it. Relative links survive a moved checkout.
rmSync(join(outdir, 'node_modules'), { recursive: true, force: true });
for (const [name, dir] of Object.entries(runtimePackages)) {
  if (hostPackages.includes(name)) {
    if (findPackageDir(hostDir, name) !== dir) throw new Error(`${name}: a plugin declares it at ${dir}, but server/package.json has another version; the compiled host loads one copy`);
    continue;
  }
  const link = join(outdir, 'node_modules', name);
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(relative(dirname(link), dir), link, 'dir');
}
