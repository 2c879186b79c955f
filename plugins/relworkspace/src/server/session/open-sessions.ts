import { isDeadOwner, type Kysely } from '@speechdeck/core/server';
import type { LiveTables } from './live-migrations.ts';

/** How often a host says its sessions are still open, and after how long without a word they are taken to be gone. */
export const HEARTBEAT_MS = 15_000;
export const SILENT_MS = 4 * HEARTBEAT_MS;

/**
 * Whether an owner's sessions are gone: its heartbeat stopped, or it is a process of this machine
 * that no longer exists (known at once, without waiting for the heartbeat to run out).
 */
export function isGoneOwner(owner: string, seenAt: number, now: number): boolean {
  return seenAt < now - SILENT_MS || isDeadOwner(owner);
}

/**
 * The live sessions open on every host of the data dir, one row per user: what keeps a user to one
 * session across API hosts. A row whose owner is gone (a host that crashed) is dropped when it is
 * next looked at, so it locks nobody out.
 */
export class OpenSessions {
  constructor(private readonly db: Kysely<LiveTables>, readonly owner: string) {}

  /** The process holding the user's session, if a live one does (a gone owner's row is dropped). */
  async holder(userId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('relworkspace_sessions').select(['owner', 'seen_at']).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return undefined;
    if (!isGoneOwner(row.owner, row.seen_at, Date.now())) return row.owner;
    // Only the row as read: a heartbeat that came meanwhile keeps it.
    await this.db.deleteFrom('relworkspace_sessions').where('user_id', '=', userId).where('owner', '=', row.owner).where('seen_at', '=', row.seen_at).execute();
    return undefined;
  }

  /**
   * Takes the user's one session for this host; false when a live host holds it. The insert that
   * the user's key refuses settles two hosts claiming at once, on either dialect, without a lock.
   */
  async claim(userId: number): Promise<boolean> {
    if (await this.holder(userId)) return false;
    const at = Date.now();
    const claimed = await this.db
      .insertInto('relworkspace_sessions')
      .values({ user_id: userId, owner: this.owner, started_at: new Date(at).toISOString(), seen_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async release(userId: number): Promise<void> {
    await this.db.deleteFrom('relworkspace_sessions').where('user_id', '=', userId).where('owner', '=', this.owner).execute();
  }

  /** Says this host's sessions are still open. */
  async beat(): Promise<void> {
    await this.db.updateTable('relworkspace_sessions').set({ seen_at: Date.now() }).where('owner', '=', this.owner).execute();
  }

  /** Drops whatever this host still holds (it is stopping). */
  async leave(): Promise<void> {
    await this.db.deleteFrom('relworkspace_sessions').where('owner', '=', this.owner).execute();
  }
}
