/**
 * `pnpm test`'s last phase: every route of the OpenAPI document was asked something by the run's
 * tests. Reads the request log the test hosts wrote (SPEECHDECK_TEST_ROUTE_LOG: `METHOD /path` a
 * line) and the document of a host with every plugin; prints the routes no test reached and fails
 * the run on them (SPEECHDECK_ROUTE_COVERAGE=report only lists them, for a run in progress of a new plugin).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, loadConfig } from '@speechdeck/server';
import { servicePlugins } from '@speechdeck/server/plugins';

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

/** `/api/elastic/load_audio/{pid}` matches `/api/elastic/load_audio/<anything but a slash>`. */
export function routePattern(path: string): RegExp {
  const escaped = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

/** The routes (`METHOD /path` as the document writes them) that no logged request reached. */
export function routesNotReached(document: OpenApi, requests: readonly string[]): string[] {
  const asked = requests.map((line) => {
    const [method = '', path = ''] = line.split(' ');
    return { method: method.toLowerCase(), path };
  });
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const pattern = routePattern(path);
    return Object.keys(methods)
      .filter((method) => !asked.some((request) => request.method === method && pattern.test(request.path)))
      .map((method) => `${method.toUpperCase()} ${path}`);
  });
}

async function openApiDocument(): Promise<OpenApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'route-coverage-'));
  try {
    const app = await buildServer(loadConfig({ PATH: process.env.PATH, SPEECHDECK_DATA_DIR: dataDir, SPEECHDECK_LOG_LEVEL: 'error' }), { plugins: servicePlugins });
    try {
      return (app as unknown as { swagger(): OpenApi }).swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = process.argv[2];
  if (!log) throw new Error('usage: tsx scripts/route-coverage.ts <request log>');
  const requests = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  const document = await openApiDocument();
  const missing = routesNotReached(document, requests);
  const total = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  if (missing.length) {
    console.error(`routes no test asked anything of (${missing.length} of ${total}):\n${missing.map((route) => `  ${route}`).join('\n')}`);
    process.exit(process.env.SPEECHDECK_ROUTE_COVERAGE === 'report' ? 0 : 1);
  }
  console.log(`route coverage: every one of the ${total} routes of the OpenAPI document was asked something by the tests`);
}
