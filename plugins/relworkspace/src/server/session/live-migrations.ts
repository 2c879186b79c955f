import type { Migration } from '@speechdeck/core/server';

/**
 * The live workspace's tables, in the shared database so that every API host on the data dir sees
 * them: the one-use tickets (a ticket asked for on one host opens the socket on any other) and the
 * sessions open now (one per user across hosts).
 */
export const liveMigrations: Migration[] = [
  {
    version: 1,
    name: 'live tickets and open live sessions',
    sql: `
      CREATE TABLE relworkspace_tickets (
        -- sha256 of the ticket: a copy of the database holds no ticket that opens a socket.
        ticket_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        speakers INTEGER NOT NULL,
        name TEXT,
        -- Milliseconds since the epoch, by the issuing host's clock.
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX relworkspace_tickets_expiry ON relworkspace_tickets (expires_at);
      CREATE TABLE relworkspace_sessions (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        -- The process serving it (host/pid/uuid), so a crashed host's rows can be told apart.
        owner TEXT NOT NULL,
        started_at TEXT NOT NULL,
        -- The owner's last heartbeat, milliseconds since the epoch.
        seen_at INTEGER NOT NULL
      );
      CREATE INDEX relworkspace_sessions_owner ON relworkspace_sessions (owner);
    `,
    postgres: `
      CREATE TABLE relworkspace_tickets (
        ticket_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        speakers INTEGER NOT NULL,
        name TEXT,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX relworkspace_tickets_expiry ON relworkspace_tickets (expires_at);
      CREATE TABLE relworkspace_sessions (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        owner TEXT NOT NULL,
        started_at TEXT NOT NULL,
        seen_at BIGINT NOT NULL
      );
      CREATE INDEX relworkspace_sessions_owner ON relworkspace_sessions (owner);
    `,
  },
];

/** The tables above as queries see them (epoch milliseconds are numbers on both dialects). */
export interface LiveTables {
  relworkspace_tickets: { ticket_hash: string; user_id: number; language: string; speakers: number; name: string | null; expires_at: number };
  relworkspace_sessions: { user_id: number; owner: string; started_at: string; seen_at: number };
}
