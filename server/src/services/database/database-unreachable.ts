import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { retryLater } from '@speechdeck/core/server';

/** What a 503 for an unreachable database asks the client to wait: about what a restart or a failover takes. */
const RETRY_AFTER_SECONDS = 5;

/** The network's words for a server that gave no answer: refused, reset, unknown host, timed out. */
const UNANSWERED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE']);
/**
 * PostgreSQL's: shutting down (57P01 fast, 57P02 crash), starting up (57P03), out of connections
 * (53300). Class 08 (connection exceptions) is added below.
 */
const SERVER_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's own, which carry no code: the pool's connection timeout, and a connection lost under a query. */
const LOST = /^(timeout exceeded when trying to connect|Connection terminated unexpectedly|Connection terminated due to connection timeout|Client has encountered a connection error)/;

/** Whether `error` says the database could not be reached, rather than what it answered to a query. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNANSWERED.has(code) || SERVER_AWAY.has(code) || code.startsWith('08'))) return true;
  return error instanceof Error && LOST.test(error.message);
}

function answered503(error: unknown): never {
  if (!isDatabaseUnreachable(error)) throw error;
  // The code (or pg's words for a lost connection), never the address: that stays in the log with the cause.
  const reason = (error as { code?: unknown }).code ?? (error as Error).message;
  throw retryLater(503, `The database cannot be reached (${String(reason)}): try again in a moment.`, RETRY_AFTER_SECONDS, { cause: error });
}

/**
 * The pool as Kysely uses it, with a database that cannot be reached (down, restarting, out of
 * connections, or slower to connect than the pool's connection timeout) reported as a 503 with
 * Retry-After instead of an internal error; what the database answers to a query passes through.
 */
export function answeringPool(pool: pg.Pool): PostgresPool {
  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect().catch(answered503);
      // pg's query, typed as Kysely calls it (with a text, or with one of pg-cursor's cursors).
      const query = client.query.bind(client) as unknown as PostgresPoolClient['query'];
      return {
        // pg's undocumented backend pid, which Kysely uses to cancel a query it was told to abort.
        processID: (client as { processID?: number }).processID,
        // A cursor (a streamed query) reports through its reads, which pass as they are.
        query: ((text: string | PostgresCursor<unknown>, values: readonly unknown[] = []) =>
          typeof text === 'string' ? query(text, values).catch(answered503) : query(text)) as PostgresPoolClient['query'],
        release: (destroy) => client.release(destroy),
      };
    },
    end: () => pool.end(),
  };
}
