import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { REPO_ROOT, resolveDataDir } from './data-dir.ts';

const scratch = mkdtempSync(join(tmpdir(), 'data-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** loadConfig as the host runs it from another folder (`pnpm start` runs it in server/). */
function configFrom(cwd: string, env: Record<string, string> = {}) {
  const before = process.cwd();
  process.chdir(cwd);
  try {
    return loadConfig(env);
  } finally {
    process.chdir(before);
  }
}

describe('the data folder', () => {
  it('is data/ at the repository root, whatever folder the host starts in', () => {
    expect(configFrom(join(REPO_ROOT, 'server')).dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(configFrom(scratch).dataDir).toBe(join(REPO_ROOT, 'data'));
  });

  it('a relative SPEECHDECK_DATA_DIR is taken from the repository root too; an absolute one as it is', () => {
    expect(configFrom(scratch, { SPEECHDECK_DATA_DIR: 'state/speechdeck' }).dataDir).toBe(join(REPO_ROOT, 'state', 'speechdeck'));
    expect(configFrom(scratch, { SPEECHDECK_DATA_DIR: scratch }).dataDir).toBe(scratch);
  });

  it('keeps using server/data when only an earlier version wrote there, and says to move it', () => {
    const root = join(scratch, 'checkout');
    mkdirSync(join(root, 'server', 'data'), { recursive: true });
    writeFileSync(join(root, 'server', 'data', 'speechdeck.sqlite'), '');
    const earlier = resolveDataDir(undefined, root);
    expect(earlier.dir).toBe(join(root, 'server', 'data'));
    expect(earlier.notice).toMatch(/move that folder to .*checkout\/data/);
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data', 'speechdeck.sqlite'), '');
    expect(resolveDataDir(undefined, root)).toEqual({ dir: join(root, 'data') });
  });

  it('keeps media and images in the data dir, or in SPEECHDECK_MEDIA_DIR (a folder every process of a deployment mounts)', () => {
    const own = configFrom(scratch, { SPEECHDECK_DATA_DIR: scratch });
    expect([own.mediaDir, own.imagesDir]).toEqual([join(scratch, 'media'), join(scratch, 'images')]);
    const shared = configFrom(scratch, { SPEECHDECK_DATA_DIR: scratch, SPEECHDECK_MEDIA_DIR: '/srv/speechdeck-media' });
    expect([shared.mediaDir, shared.imagesDir]).toEqual(['/srv/speechdeck-media', '/srv/speechdeck-media/images']);
  });

  it('refuses a database URL that is not PostgreSQL, naming the setting', () => {
    expect(() => configFrom(scratch, { SPEECHDECK_DATABASE_URL: 'mysql://db/speechdeck' })).toThrow(/SPEECHDECK_DATABASE_URL: a PostgreSQL URL/);
    expect(configFrom(scratch, { SPEECHDECK_DATABASE_URL: 'postgres://u@db:5432/speechdeck' }).database).toEqual({ url: 'postgres://u@db:5432/speechdeck', pool: 10 });
  });
});
