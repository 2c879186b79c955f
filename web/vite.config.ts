import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `pnpm dev` forwards API calls: the API host started by `pnpm --filter @speechdeck/server dev`. */
const API_HOST = 'http://127.0.0.1:8080';
const API_PREFIXES = ['/auth', '/user', '/api', '/v1', '/health', '/app-ads.txt'];

/** Sources of the workspace packages (core and the plugins), as the bundler resolves them (not node_modules). */
const PACKAGE_SOURCE = /^(?!.*\/node_modules\/).*\/(core|plugins\/[^/]+)\/src\//;

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_HOST }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      /*
       * Core's and the plugins' modules have no side effects but their stylesheets: what the shell
       * does not use of an entry it imports stays out of the bundle, however much the entry
       * re-exports (a plugin's /web entry offers hooks built on its zod contract; core's root
       * entry, its contracts). This is `"sideEffects": ["*.css"]` for those packages, said here.
       */
      treeshake: { moduleSideEffects: (id) => !PACKAGE_SOURCE.test(id) || /\.css($|\?)/.test(id) },
      output: {
        // React changes less often than the app: its own chunk stays cached across releases.
        manualChunks: (id) => (/node_modules\/\.pnpm\/(react|react-dom|scheduler)@/.test(id) ? 'react' : undefined),
      },
    },
  },
});
