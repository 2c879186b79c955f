#!/usr/bin/env node
// The `speechdeck-admin` bin. pnpm links bins at install time, before `pnpm build` has made dist/ in
// a fresh clone, and skips a bin whose file is missing; this small file always exists and loads the
// bundle once the build has run.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/admin.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('speechdeck-admin is not built yet: run `pnpm build` in the repository first.\n');
  process.exit(1);
}
await import(bundle.href);
