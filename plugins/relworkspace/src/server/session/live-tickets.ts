import { createHash, randomBytes } from 'node:crypto';
import type { Clock, Kysely } from '@speechdeck/core/server';
import type { LiveTables } from './live-migrations.ts';

export interface TicketGrant {
  userId: number;
  language: string;
  speakers: boolean;
  name?: string;
}

/** Long enough to open a socket right after asking; short enough that a leaked URL is worth nothing. */
export const TICKET_SECONDS = 30;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * One-use tickets for the WebSocket upgrade, which a browser cannot send a bearer token with: the
 * client asks for one with its token (POST /api/relworkspace/sessions) and opens the socket with it.
 * Kept in the shared database, so the socket may reach another API host than the ticket call; the
 * row is deleted by the use that spends it (one statement, so two hosts cannot both spend it).
 */
export class LiveTickets {
  constructor(private readonly db: Kysely<LiveTables>, private readonly clock: Clock) {}

  async issue(grant: TicketGrant): Promise<{ ticket: string; expiresAt: Date }> {
    const now = this.clock.now().getTime();
    await this.db.deleteFrom('relworkspace_tickets').where('expires_at', '<=', now).execute();
    const ticket = randomBytes(24).toString('base64url');
    const expires = now + TICKET_SECONDS * 1000;
    await this.db
      .insertInto('relworkspace_tickets')
      .values({ ticket_hash: hashOf(ticket), user_id: grant.userId, language: grant.language, speakers: grant.speakers ? 1 : 0, name: grant.name ?? null, expires_at: expires })
      .execute();
    return { ticket, expiresAt: new Date(expires) };
  }

  /** The grant of a valid ticket, which is then spent; undefined for an unknown, used or expired one. */
  async take(ticket: string): Promise<TicketGrant | undefined> {
    if (!ticket) return undefined;
    const row = await this.db
      .deleteFrom('relworkspace_tickets')
      .where('ticket_hash', '=', hashOf(ticket))
      .returning(['user_id', 'language', 'speakers', 'name', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at <= this.clock.now().getTime()) return undefined;
    return { userId: row.user_id, language: row.language, speakers: row.speakers === 1, ...(row.name !== null ? { name: row.name } : {}) };
  }
}
