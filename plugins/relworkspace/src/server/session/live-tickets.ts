import { createHash, randomBytes } from 'node:crypto';
import type { Clock, Database } from '@speechdeck/core/server';

export interface TicketGrant {
  userId: number;
  language: string;
  speakers: boolean;
  name?: string;
}

/** Long enough to open a socket right after asking; short enough that a leaked URL is worth nothing. */
export const TICKET_SECONDS = 30;

interface TicketRow {
  user_id: number;
  language: string;
  speakers: number;
  name: string | null;
  expires_at: number;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * One-use tickets for the WebSocket upgrade, which a browser cannot send a bearer token with: the
 * client asks for one with its token (POST /api/relworkspace/sessions) and opens the socket with it.
 * Kept in the shared database, so the socket may reach another API host than the ticket call; the
 * row is deleted by the use that spends it (one statement, so two hosts cannot both spend it).
 */
export class LiveTickets {
  private readonly insert;
  private readonly spend;
  private readonly sweep;

  constructor(db: Database, private readonly clock: Clock) {
    this.insert = db.prepare('INSERT INTO relworkspace_tickets (ticket_hash, user_id, language, speakers, name, expires_at) VALUES (?, ?, ?, ?, ?, ?)');
    this.spend = db.prepare<[string], TicketRow>('DELETE FROM relworkspace_tickets WHERE ticket_hash = ? RETURNING user_id, language, speakers, name, expires_at');
    this.sweep = db.prepare<[number]>('DELETE FROM relworkspace_tickets WHERE expires_at <= ?');
  }

  issue(grant: TicketGrant): { ticket: string; expiresAt: Date } {
    const now = this.clock.now().getTime();
    this.sweep.run(now);
    const ticket = randomBytes(24).toString('base64url');
    const expires = now + TICKET_SECONDS * 1000;
    this.insert.run(hashOf(ticket), grant.userId, grant.language, grant.speakers ? 1 : 0, grant.name ?? null, expires);
    return { ticket, expiresAt: new Date(expires) };
  }

  /** The grant of a valid ticket, which is then spent; undefined for an unknown, used or expired one. */
  take(ticket: string): TicketGrant | undefined {
    if (!ticket) return undefined;
    const row = this.spend.get(hashOf(ticket));
    if (!row || row.expires_at <= this.clock.now().getTime()) return undefined;
    return { userId: row.user_id, language: row.language, speakers: row.speakers === 1, ...(row.name !== null ? { name: row.name } : {}) };
  }
}
