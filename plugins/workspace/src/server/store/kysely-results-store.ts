import { jobLife, sql, type JobLife, type JobQueue, type JobState, type PluginStore, type Selectable, type StoreDialect, type Updateable } from '@speechdeck/core/server';
import type { RecognitionOptions, RecognitionResult, RecognizedSegment, ResultSummary } from '../../index.ts';
import type { NewResult, Page, ResultsStore } from './results-store.ts';
import { asciiLower } from './ascii-lower.ts';
import { searchSegments, splitKw } from './segment-search.ts';
import { segmentTermColumns } from './search-terms.ts';
import type { WorkspaceDb, WorkspaceTables } from './workspace-tables.ts';

type RecognitionRow = Omit<Selectable<WorkspaceTables['recognitions']>, 'rowid'>;
type SegmentRow = Pick<Selectable<WorkspaceTables['segments']>, 'position' | 'start' | 'end' | 'spk' | 'sent' | 'kw' | 'oa' | 'words'>;

const RECOGNITION_COLUMNS = ['r.process_id', 'r.user_id', 'r.fn', 'r.language', 'r.duration', 'r.options', 'r.notes', 'r.engine', 'r.media_key', 'r.created_at', 'r.job', 'r.completed_at'] as const;
const SEGMENT_COLUMNS = ['position', 'start', 'end', 'spk', 'sent', 'kw', 'oa', 'words'] as const;
// Between speaker names in a summary: a control character, which no stored name keeps.
const NAME_SEPARATOR = '\u001f';
// Segments per INSERT: far below either store's limit on bound values.
const INSERT_BATCH = 200;

function toSegment(row: SegmentRow): RecognizedSegment {
  return { position: row.position, start: row.start, end: row.end, spk: row.spk, sent: row.sent, kw: splitKw(row.kw), oa: row.oa, words: JSON.parse(row.words) };
}

function base(row: RecognitionRow, life: JobLife) {
  return {
    processId: row.process_id, userId: row.user_id, fn: row.fn, language: row.language, ...life, duration: row.duration, createdAt: row.created_at,
    options: JSON.parse(row.options) as RecognitionOptions, notes: JSON.parse(row.notes) as string[], engine: row.engine,
  };
}

type LifeRow = Pick<RecognitionRow, 'job' | 'completed_at'>;
const DONE: JobLife = { status: 'done', progress: 1, error: null };
/**
 * Before its transcript: a result stored before its job is queued (a concurrent call with its id
 * may answer in between), or one its service stores whole (a live session being diarized).
 */
const QUEUED: JobLife = { status: 'queued', progress: 0, error: null };
const STORING: JobLife = { status: 'running', progress: 0.99, error: null };

/**
 * Each result's life: done once its transcript is stored; before that, its job's state, all read
 * at once. Read outside a transaction: the platform's states are another connection's on SQLite.
 */
async function livesOf(jobs: Pick<JobQueue, 'trackedStates'>, rows: readonly LifeRow[]): Promise<JobLife[]> {
  const pending = rows.flatMap((row) => (row.completed_at === null && row.job !== null ? [row.job] : []));
  const states = pending.length > 0 ? await jobs.trackedStates(pending) : new Map<string, JobState>();
  return rows.map((row) => {
    if (row.completed_at !== null) return DONE;
    const state = row.job === null ? undefined : states.get(row.job);
    // The run stores the transcript before its job is done: a done job beside a row read without it
    // is a read between the two, and the transcript is there by the next.
    if (state?.status === 'done') return STORING;
    return state ? jobLife(state) : QUEUED;
  });
}

/** What PostgreSQL's full-text column is generated from; SQLite's FTS5 reads the text itself. */
function indexedTerms(dialect: StoreDialect, text: { sent?: string; kw?: string }) {
  return dialect === 'postgres' ? segmentTermColumns(text) : {};
}

/** The workspace's "elastic" on the host's store: results and segments, searched by FTS5 on SQLite and a tsvector on PostgreSQL. */
export function createResultsStore(store: PluginStore, jobs: Pick<JobQueue, 'trackedStates'>, now: () => Date): ResultsStore {
  const db = store.tables<WorkspaceTables>();
  const { dialect } = store;

  /** A result's row and segments, as stored (in a transaction or not). */
  async function readStored(db: WorkspaceDb, userId: number, processId: string) {
    const row = await db.selectFrom('recognitions as r').select(RECOGNITION_COLUMNS).where('r.user_id', '=', userId).where('r.process_id', '=', processId).executeTakeFirst();
    if (!row) return undefined;
    const segments = (await db.selectFrom('segments').select(SEGMENT_COLUMNS).where('user_id', '=', userId).where('process_id', '=', processId).orderBy('position').execute()).map(toSegment);
    return { row, segments };
  }

  /** The result with its life, once out of any transaction. */
  async function withLife({ row, segments }: NonNullable<Awaited<ReturnType<typeof readStored>>>) {
    const [life] = await livesOf(jobs, [row]);
    return { ...base(row, life!), text: segments.map((s) => s.sent).join(' '), segments, mediaKey: row.media_key };
  }

  async function read(db: WorkspaceDb, userId: number, processId: string) {
    const stored = await readStored(db, userId, processId);
    return stored && withLife(stored);
  }

  async function publicView(stored: Awaited<ReturnType<typeof readStored>>): Promise<RecognitionResult> {
    const { mediaKey: _mediaKey, ...result } = await withLife(stored!);
    return result;
  }

  /** The finished segments in place of any, and the result marked done; answers the row's media key. */
  async function storeOutcome(trx: WorkspaceDb, userId: number, processId: string, outcome: Parameters<ResultsStore['complete']>[2]) {
    const exists = await trx.selectFrom('recognitions').select(['process_id', 'media_key']).where('user_id', '=', userId).where('process_id', '=', processId).executeTakeFirst();
    if (!exists) throw new Error(`no recognition ${processId} of user ${userId}`);
    await trx.deleteFrom('segments').where('user_id', '=', userId).where('process_id', '=', processId).execute();
    const rows = outcome.segments.map((segment) => {
      const kw = segment.kw.join(' ');
      return {
        process_id: processId, user_id: userId, position: segment.position, start: segment.start, end: segment.end, spk: segment.spk,
        sent: segment.sent, kw, oa: segment.oa, words: JSON.stringify(segment.words), ...indexedTerms(dialect, { sent: segment.sent, kw }),
      };
    });
    for (let at = 0; at < rows.length; at += INSERT_BATCH) await trx.insertInto('segments').values(rows.slice(at, at + INSERT_BATCH)).execute();
    await trx.updateTable('recognitions')
      .set({ completed_at: now().toISOString(), language: outcome.language, duration: outcome.duration, engine: outcome.engine, notes: JSON.stringify(outcome.notes) })
      .where('user_id', '=', userId).where('process_id', '=', processId)
      .execute();
    return exists;
  }

  const segmentAt = (db: WorkspaceDb, userId: number, processId: string, position: number) => ({
    keywords: () => db.selectFrom('segments').select('kw').where('user_id', '=', userId).where('process_id', '=', processId).where('position', '=', position).executeTakeFirst(),
    update: async (values: Updateable<WorkspaceTables['segments']>) => {
      const { numUpdatedRows } = await db.updateTable('segments').set(values).where('user_id', '=', userId).where('process_id', '=', processId).where('position', '=', position).executeTakeFirst();
      return Number(numUpdatedRows);
    },
  });

  return {
    async create(result: NewResult) {
      // A process id the owner already holds (a concurrent call with the same id) stores nothing.
      const inserted = await db.insertInto('recognitions')
        .values({
          process_id: result.processId, user_id: result.userId, fn: result.fn, language: result.options.language, job: result.job ?? null,
          options: JSON.stringify(result.options), media_key: result.mediaKey, duration: result.duration ?? 0, created_at: now().toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'process_id']).doNothing())
        .executeTakeFirst();
      return { result: await publicView(await readStored(db, result.userId, result.processId)), created: Number(inserted.numInsertedOrUpdatedRows) > 0 };
    },

    get: (userId, processId) => read(db, userId, processId),

    complete: async (userId, processId, outcome) => publicView(await db.transaction().execute(async (trx) => {
      await storeOutcome(trx, userId, processId, outcome);
      return readStored(trx, userId, processId);
    })),

    async replace(userId, processId, outcome) {
      const replaced = await db.transaction().execute(async (trx) => {
        const previous = (await storeOutcome(trx, userId, processId, outcome)).media_key;
        await trx.updateTable('recognitions').set({ media_key: outcome.mediaKey, created_at: now().toISOString() })
          .where('user_id', '=', userId).where('process_id', '=', processId).execute();
        const users = await trx.selectFrom('recognitions').select((eb) => eb.fn.countAll<number>().as('n')).where('media_key', '=', previous).executeTakeFirstOrThrow();
        return { stored: await readStored(trx, userId, processId), previousMediaKey: previous, stillUsed: users.n > 0 };
      });
      return { result: await publicView(replaced.stored), previousMediaKey: replaced.previousMediaKey, stillUsed: replaced.stillUsed };
    },

    list: (userId, page, fn) => listing(db, dialect, jobs, userId, page, fn),

    fileNames: (userId) =>
      db.selectFrom('recognitions')
        .select(['fn', 'process_id as processId', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc').orderBy('rowid', 'desc')
        .execute(),

    search: (userId, query, page) => searchSegments(db, dialect, userId, query, page),

    editSegment: async (userId, processId, position, change) => {
      const edited = await db.transaction().execute(async (trx) => {
        const segment = segmentAt(trx, userId, processId, position);
        let changed = 0;
        if (change.text !== undefined) {
          // Keywords the new text no longer says would find the segment for words it lacks.
          const words = new Set(change.text.toLocaleLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
          const kw = splitKw((await segment.keywords())?.kw ?? '').filter((k) => words.has(k.toLocaleLowerCase())).join(' ');
          changed += await segment.update({ sent: change.text, kw, ...indexedTerms(dialect, { sent: change.text, kw }) });
        }
        if (change.spk !== undefined) changed += await segment.update({ spk: change.spk });
        return changed > 0 ? readStored(trx, userId, processId) : undefined;
      });
      return edited && publicView(edited);
    },

    addKeywords: (userId, processId, position, words) =>
      db.transaction().execute(async (trx) => {
        const segment = segmentAt(trx, userId, processId, position);
        const current = await segment.keywords();
        if (!current) return false;
        const kw = splitKw(current.kw);
        const before = kw.length;
        // Keywords are single words: a phrase adds each of its words.
        for (const word of words.flatMap((w) => w.split(/\s+/)).filter(Boolean)) if (!kw.includes(word)) kw.push(word);
        if (kw.length > before) await segment.update({ kw: kw.join(' '), ...indexedTerms(dialect, { kw: kw.join(' ') }) });
        return true;
      }),

    async renameSpeaker(userId, processId, from, to) {
      const renamed = await db.updateTable('segments').set({ spk: to }).where('user_id', '=', userId).where('process_id', '=', processId).where('spk', '=', from).executeTakeFirst();
      return Number(renamed.numUpdatedRows) > 0 ? publicView(await readStored(db, userId, processId)) : undefined;
    },

    delete: (userId, processId) =>
      db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('recognitions').where('user_id', '=', userId).where('process_id', '=', processId).returning('media_key').executeTakeFirst();
        if (!row) return undefined;
        const users = await trx.selectFrom('recognitions').select((eb) => eb.fn.countAll<number>().as('n')).where('media_key', '=', row.media_key).executeTakeFirstOrThrow();
        return { mediaKey: row.media_key, stillUsed: users.n > 0 };
      }),

    async stats(userId) {
      const totals = await db.selectFrom('recognitions')
        .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number | null>(eb.case().when('completed_at', 'is not', null).then(eb.ref('duration')).end()).as('seconds')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // Those not done are few (queued, running, failed): their lives are read from their jobs.
      const pending = await db.selectFrom('recognitions').select(['job', 'completed_at']).where('user_id', '=', userId).where('completed_at', 'is', null).execute();
      const byStatus: Record<string, number> = {};
      if (totals.files > pending.length) byStatus.done = totals.files - pending.length;
      for (const { status } of await livesOf(jobs, pending)) byStatus[status] = (byStatus[status] ?? 0) + 1;
      return { files: totals.files, seconds: totals.seconds ?? 0, byStatus, recent: await listing(db, dialect, jobs, userId, { limit: 5, offset: 0 }) };
    },
  };
}

/**
 * A page of the owner's results in brief, newest first (optionally those whose file name holds
 * `fn`, ASCII letters in any case). Segment count and speakers come from an index alone
 * (workspace migration 5), the preview from the first three segments.
 */
async function listing(db: WorkspaceDb, dialect: StoreDialect, jobs: Pick<JobQueue, 'trackedStates'>, userId: number, page: Page, fn?: string): Promise<ResultSummary[]> {
  const rows = await listingQuery(db, dialect, userId, page, fn).execute();
  const lives = await livesOf(jobs, rows);
  return rows.map((row, i) => ({
    ...base(row, lives[i]!),
    segmentCount: row.segment_count ?? 0,
    speakers: row.speakers ? row.speakers.split(NAME_SEPARATOR).sort() : [],
    preview: (row.preview ?? '').slice(0, 200),
  }));
}

/** The listing as one query: its summaries are subqueries of each listed result. */
export function listingQuery(db: WorkspaceDb, dialect: StoreDialect, userId: number, page: Page, fn?: string) {
  let query = db.selectFrom('recognitions as r')
    .select(RECOGNITION_COLUMNS)
    .select((eb) => [
      eb.selectFrom('segments as s').select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.user_id', '=', 'r.user_id').whereRef('s.process_id', '=', 'r.process_id')
        .as('segment_count'),
      eb.selectFrom(
        eb.selectFrom('segments as s').select('s.spk').distinct()
          .whereRef('s.user_id', '=', 'r.user_id').whereRef('s.process_id', '=', 'r.process_id').where('s.spk', 'is not', null)
          .as('d'),
      ).select(sql<string | null>`string_agg(d.spk, ${NAME_SEPARATOR})`.as('v')).as('speakers'),
      eb.selectFrom(
        eb.selectFrom('segments as s').select(['s.sent', 's.position'])
          .whereRef('s.user_id', '=', 'r.user_id').whereRef('s.process_id', '=', 'r.process_id')
          .orderBy('s.position').limit(3)
          .as('p'),
      ).select(sql<string | null>`string_agg(p.sent, ' ' ORDER BY p.position)`.as('v')).as('preview'),
    ])
    .where('r.user_id', '=', userId);
  if (fn) {
    const needle = asciiLower(fn);
    query = query.where(dialect === 'postgres' ? sql<boolean>`strpos(lower(r.fn COLLATE "C"), ${needle}) > 0` : sql<boolean>`instr(lower(r.fn), ${needle}) > 0`);
  }
  return query.orderBy('r.created_at', 'desc').orderBy('r.rowid', 'desc').limit(page.limit).offset(page.offset);
}
