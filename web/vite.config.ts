import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `pnpm dev` forwards API calls: the API host started by `pnpm --filter @speechdeck/server dev`. */
const API_HOST = 'http://127.0.0.1:8080';
const API_PREFIXES = ['/auth', '/user', '/api', '/v1', '/health', '/app-ads.txt'];

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
      output: {
        // React changes less often than the app: its own chunk stays cached across releases.
        manualChunks: (id) => (/node_modules\/\.pnpm\/(react|react-dom|scheduler)@/.test(id) ? 'react' : undefined),
      },
    },
  },
});
