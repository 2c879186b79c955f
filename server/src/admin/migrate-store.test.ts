import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import { servicePlugins } from '../service-plugins.ts';
import {
  accountsClient, ADMIN_BUNDLE, confirmedUser, createTestDatabase, dropTestDatabase, librivoxClips, queryPostgres, runAdmin, startTestHost, tempDir, TEST_ADMIN, uploadTo,
} from '@speechdeck/testing';

const work = tempDir('migrate-store');
const dataDir = join(work.dir, 'sqlite-install');
const databases: string[] = [];

/** What the SQLite installation held when its host stopped. */
const before = { ann: { token: '', id: 0 }, deletedId: 0, result: {} as RecognitionResult, audio: Buffer.alloc(0), synthesisId: '', speech: Buffer.alloc(0) };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  expect(existsSync(ADMIN_BUNDLE), `${ADMIN_BUNDLE} is missing: run \`pnpm --filter @speechdeck/server run build\` first`).toBe(true);
  const host = await startTestHost({ plugins: servicePlugins, dataDir });
  try {
    before.ann = await confirmedUser(host, 'ann@example.com');
    // An account deleted last: its id must never be given again (its unexpired tokens would be the new account's).
    const bob = await confirmedUser(host, 'bob@example.com');
    const admin = (await accountsClient(host).login(TEST_ADMIN.email, TEST_ADMIN.password)).jwtToken;
    await accountsClient(host, admin).users.remove(bob.id);
    before.deletedId = bob.id;

    const recognized = await uploadTo(`${host.url}/api/stt/recognize`, before.ann.token, librivoxClips()[0]!.wav, 'chapter-one.wav');
    expect(recognized.status, JSON.stringify(recognized.body)).toBe(200);
    before.result = recognized.body as unknown as RecognitionResult;
    expect(before.result.segments.length).toBeGreaterThan(0);
    before.audio = await bytesOf(await fetch(`${host.url}/api/elastic/load_audio/${before.result.processId}`, { headers: bearer(before.ann.token) }));

    const queued = await fetch(`${host.url}/api/tts/synthesizeQueue`, {
      method: 'POST', headers: { ...bearer(before.ann.token), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'The north wind and the sun were disputing which was the stronger.', language: 'en' }),
    });
    before.synthesisId = ((await queued.json()) as { id: string }).id;
    let status = 'queued';
    for (let i = 0; i < 400 && status !== 'done' && status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = ((await (await fetch(`${host.url}/api/tts/synthesize/${before.synthesisId}`, { headers: bearer(before.ann.token) })).json()) as { status: string }).status;
    }
    expect(status).toBe('done');
    before.speech = await bytesOf(await fetch(`${host.url}/api/tts/synthesize/${before.synthesisId}/audio`, { headers: bearer(before.ann.token) }));
  } finally {
    await host.close();
  }
}, 120_000);

afterAll(async () => {
  for (const url of databases) await dropTestDatabase(url);
  work.remove();
});

async function newDatabase(): Promise<string> {
  const url = await createTestDatabase();
  databases.push(url);
  return url;
}

/** The SQLite file's tables that hold rows (not the full-text index's, which PostgreSQL keeps as a column) and their counts. */
function sqliteCounts(file = join(dataDir, 'speechdeck.sqlite')): Record<string, number> {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'segments_fts%'").pluck().all() as string[];
    return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number]));
  } finally {
    db.close();
  }
}

async function postgresCounts(url: string): Promise<Record<string, number>> {
  const tables = await queryPostgres(url, "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'", []);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) counts[String(table)] = Number((await queryPostgres(url, `SELECT count(*) AS n FROM "${String(table)}"`, []))[0]!.n);
  return counts;
}

const migrations = {
  sqlite: () => {
    const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'), { readonly: true });
    try {
      return db.prepare('SELECT owner, version, name, applied_at FROM schema_migrations ORDER BY owner, version').all();
    } finally {
      db.close();
    }
  },
  postgres: (url: string) => queryPostgres(url, 'SELECT owner, version, name, applied_at FROM schema_migrations ORDER BY owner, version', []),
};

describe('speechdeck-admin migrate-store', () => {
  let target = '';
  const mediaDir = join(work.dir, 'shared-media');

  it('copies every table, the session secret and the media into PostgreSQL, where a host serves it all as before', async () => {
    target = await newDatabase();
    const run = await runAdmin('migrate-store', '--from', dataDir, '--to', target, '--media-dir', mediaDir, '--json');
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as { tables: { name: string; rows: number }[]; media: { files: number; bytes: number } | null };

    // Every table the SQLite file holds, found in it (no list kept by hand), with all its rows.
    const sqlite = sqliteCounts();
    expect(Object.fromEntries(summary.tables.map((table) => [table.name, table.rows]))).toEqual(sqlite);
    expect(await postgresCounts(target)).toEqual({ ...sqlite, platform_secrets: sqlite.platform_secrets! + 1 });
    expect(await queryPostgres(target, "SELECT name FROM platform_secrets WHERE name = 'jwt'", [])).toHaveLength(1);
    expect(await migrations.postgres(target)).toEqual(migrations.sqlite());
    expect(sqlite.segments).toBe(before.result.segments.length);
    expect(run.stderr).toContain(`segments: ${sqlite.segments}/${sqlite.segments} rows`);
    expect(summary.media).toEqual({ files: expect.any(Number), bytes: expect.any(Number) });
    expect(summary.media!.files).toBeGreaterThanOrEqual(2);

    // A host on PostgreSQL and the media folder, with a data dir of its own (no jwt-secret file in it).
    const host = await startTestHost({ plugins: servicePlugins, env: { SPEECHDECK_DATABASE_URL: target, SPEECHDECK_MEDIA_DIR: mediaDir } });
    try {
      const me = await fetch(`${host.url}/user/me`, { headers: bearer(before.ann.token) });
      expect(me.status, 'the token issued on SQLite').toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe('ann@example.com');
      expect((await accountsClient(host).login('ann@example.com', 'a fine passphrase')).user.id).toBe(before.ann.id);

      const read = (await (await fetch(`${host.url}/api/stt/recognize/${before.result.processId}`, { headers: bearer(before.ann.token) })).json()) as RecognitionResult;
      expect(read.segments).toEqual(before.result.segments);
      expect(read.text).toBe(before.result.text);
      const word = before.result.segments[0]!.words[0]!.w;
      const hits = (await (await fetch(`${host.url}/api/elastic/getRespByKeywordFromElastic?kw=${encodeURIComponent(word)}`, { headers: bearer(before.ann.token) })).json()) as SegmentHit[];
      expect(hits.map((hit) => hit.processId)).toContain(before.result.processId);

      const audio = await fetch(`${host.url}/api/elastic/load_audio/${before.result.processId}`, { headers: bearer(before.ann.token) });
      expect(audio.status).toBe(200);
      expect((await bytesOf(audio)).equals(before.audio)).toBe(true);
      const speech = await fetch(`${host.url}/api/tts/synthesize/${before.synthesisId}/audio`, { headers: bearer(before.ann.token) });
      expect(speech.status).toBe(200);
      expect((await bytesOf(speech)).equals(before.speech)).toBe(true);

      // Sequences start past every id SQLite gave, the deleted account's included.
      const carol = await confirmedUser(host, 'carol@example.com');
      expect(carol.id).toBe(before.deletedId + 1);
    } finally {
      await host.close();
    }
  }, 120_000);

  it('refuses a database that holds accounts already (exit 2), changing nothing', async () => {
    const counts = await postgresCounts(target);
    const applied = await migrations.postgres(target);
    const run = await runAdmin('migrate-store', '--from', dataDir, '--to', target, '--media-dir', mediaDir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/^Error: the PostgreSQL database at 127\.0\.0\.1:\d+\/speechdeck_\w+ already holds 3 account\(s\): migrate-store fills a new database only, and changed nothing\n$/);
    expect(await postgresCounts(target)).toEqual(counts);
    expect(await migrations.postgres(target)).toEqual(applied);
  });

  it('fails with a clear message on a database it cannot reach, a URL that is not PostgreSQL, or a media dir inside the data dir', async () => {
    const unreachable = await runAdmin('migrate-store', '--from', dataDir, '--to', 'postgres://speechdeck:secret@127.0.0.1:1/speechdeck');
    expect([unreachable.code, unreachable.stderr]).toEqual([1, 'Error: cannot use the PostgreSQL database at 127.0.0.1:1/speechdeck: connect ECONNREFUSED 127.0.0.1:1\n']);
    const notPostgres = await runAdmin('migrate-store', '--from', dataDir, '--to', 'mysql://localhost/speechdeck', '--json');
    expect(notPostgres.code).toBe(2);
    expect(JSON.parse(notPostgres.stdout)).toEqual({ error: { code: 2, message: '--to must be a PostgreSQL URL, postgres://user:password@host:port/database' } });
    const intoItself = await runAdmin('migrate-store', '--from', dataDir, '--to', target, '--media-dir', join(dataDir, 'media', 'shared'));
    expect([intoItself.code, intoItself.stderr]).toEqual([2, `Error: --media-dir ${join(dataDir, 'media', 'shared')} is the data dir's media folder or inside it: name a folder of its own, or leave --media-dir out\n`]);
  });

  it('stops on a SQLite table PostgreSQL lacks, naming it, and leaves no row behind when a row is refused', async () => {
    const copy = join(work.dir, 'changed-install');
    mkdirSync(copy);
    const source = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'), { readonly: true });
    await source.backup(join(copy, 'speechdeck.sqlite'));
    source.close();
    const changed = new BetterSqlite3(join(copy, 'speechdeck.sqlite'));
    changed.exec('CREATE TABLE legacy_notes (id INTEGER PRIMARY KEY, note TEXT)');
    const database = await newDatabase();
    const unknownTable = await runAdmin('migrate-store', '--from', copy, '--to', database);
    expect(unknownTable.code).toBe(1);
    expect(unknownTable.stderr).toContain('PostgreSQL has no table legacy_notes of the SQLite file');
    const made = await postgresCounts(database);
    expect(made.users).toBe(0);

    // PostgreSQL's text holds no NUL character: the segments are refused after the users went in.
    changed.exec("DROP TABLE legacy_notes; UPDATE segments SET sent = sent || char(0) WHERE position = 0");
    changed.close();
    const refusedRow = await runAdmin('migrate-store', '--from', copy, '--to', database);
    expect(refusedRow.code).toBe(1);
    expect(refusedRow.stderr).toMatch(/^Error: copying table segments \(rows 1-\d+\): invalid byte sequence for encoding "UTF8": 0x00\n/m);
    expect(await postgresCounts(database)).toEqual(made);
  }, 60_000);
});
