import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HOST_ROLES } from '@speechdeck/core';

const root = new URL('..', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}

/**
 * docs/container/ is for operators with a container runtime, which does not run where the tests
 * do: what can be checked without one is that it describes the deployment docs/deploy.md promises
 * with settings the host knows, and builds what `pnpm start` runs.
 */
describe('the container files of docs/deploy.md', () => {
  const compose = parse(read('docs/container/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
  const speechdeck = Object.entries(compose.services).filter(([, service]) => service.build);

  it('run two API hosts and two workers on PostgreSQL, Redis and one media volume, after both are healthy', () => {
    const roles = speechdeck.map(([, service]) => service.environment?.SPEECHDECK_ROLE).sort();
    expect(roles).toEqual(['api', 'api', 'worker', 'worker']);
    for (const [name, service] of speechdeck) {
      expect(HOST_ROLES, name).toContain(service.environment!.SPEECHDECK_ROLE);
      expect(service.environment!.SPEECHDECK_DATABASE_URL, name).toMatch(/^postgres:\/\/speechdeck:.*@postgres:5432\/speechdeck$/);
      expect(service.environment!.SPEECHDECK_QUEUE_URL, name).toBe('redis://redis:6379');
      expect(service.environment!.SPEECHDECK_MEDIA_DIR, name).toBe('/srv/speechdeck-media');
      expect(service.depends_on, name).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
    expect(compose.services.postgres?.image).toMatch(/^postgres:15/);
    // The queue must survive a restart and never lose a key to memory pressure (docs/deploy.md, "Jobs on Redis").
    expect((compose.services.redis as { command: string[] }).command.join(' ')).toMatch(/--appendonly yes .*--maxmemory-policy noeviction/);
  });

  it('name only settings the README documents', () => {
    const readme = read('README.md');
    const named = speechdeck.flatMap(([, service]) => Object.keys(service.environment!));
    expect(named.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('build with the install script and start what `pnpm start` runs', () => {
    const dockerfile = read('docs/container/Dockerfile');
    expect(dockerfile).toMatch(/^FROM node:20-bookworm/m);
    expect(dockerfile).toContain('bash scripts/install.sh && pnpm build');
    const start = (JSON.parse(read('server/package.json')) as { scripts: { start: string } }).scripts.start;
    const cmd = JSON.parse(/^CMD (.+)$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd.join(' ')).toBe(start);
    for (const [, service] of speechdeck) expect(join('docs/container', service.build!.context, service.build!.dockerfile)).toBe('docs/container/Dockerfile');
  });
});
