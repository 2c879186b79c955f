import { randomBytes } from 'node:crypto';
import type { Clock } from '@speechdeck/core/server';

export interface TicketGrant {
  userId: number;
  language: string;
  speakers: boolean;
  name?: string;
}

/** Long enough to open a socket right after asking; short enough that a leaked URL is worth nothing. */
export const TICKET_SECONDS = 30;

/**
 * One-use tickets for the WebSocket upgrade, which a browser cannot send a bearer token with: the
 * client asks for one with its token (POST /api/relworkspace/sessions) and opens the socket with it.
 * Kept in memory: a ticket outlives no restart, and needs not.
 */
export class LiveTickets {
  private readonly tickets = new Map<string, TicketGrant & { expires: number }>();

  constructor(private readonly clock: Clock) {}

  issue(grant: TicketGrant): { ticket: string; expiresAt: Date } {
    this.sweep();
    const ticket = randomBytes(24).toString('base64url');
    const expires = this.clock.now().getTime() + TICKET_SECONDS * 1000;
    this.tickets.set(ticket, { ...grant, expires });
    return { ticket, expiresAt: new Date(expires) };
  }

  /** The grant of a valid ticket, which is then spent; undefined for an unknown, used or expired one. */
  take(ticket: string): TicketGrant | undefined {
    const grant = this.tickets.get(ticket);
    if (!grant) return undefined;
    this.tickets.delete(ticket);
    if (grant.expires <= this.clock.now().getTime()) return undefined;
    const { expires: _expires, ...rest } = grant;
    return rest;
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [ticket, grant] of this.tickets) if (grant.expires <= now) this.tickets.delete(ticket);
  }
}
