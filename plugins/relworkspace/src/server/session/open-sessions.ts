import { isDeadOwner, type Database } from '@speechdeck/core/server';

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

interface SessionRow {
  owner: string;
  seen_at: number;
}

/**
 * The live sessions open on every host of the data dir, one row per user: what keeps a user to one
 * session across API hosts. A row whose owner is gone (a host that crashed) is dropped when it is
 * next looked at, so it locks nobody out.
 */
export class OpenSessions {
  private readonly row;
  private readonly dropRow;
  private readonly insert;
  private readonly touch;
  private readonly removeOwn;
  private readonly claimTx;

  constructor(db: Database, readonly owner: string) {
    this.row = db.prepare<[number], SessionRow>('SELECT owner, seen_at FROM relworkspace_sessions WHERE user_id = ?');
    this.dropRow = db.prepare<[number, string]>('DELETE FROM relworkspace_sessions WHERE user_id = ? AND owner = ?');
    this.insert = db.prepare<[number, string, string, number]>('INSERT INTO relworkspace_sessions (user_id, owner, started_at, seen_at) VALUES (?, ?, ?, ?)');
    this.touch = db.prepare<[number, string]>('UPDATE relworkspace_sessions SET seen_at = ? WHERE owner = ?');
    this.removeOwn = db.prepare<[string]>('DELETE FROM relworkspace_sessions WHERE owner = ?');
    // IMMEDIATE: the check and the insert hold the write lock together, so two hosts cannot both claim.
    this.claimTx = db.transaction((userId: number): boolean => {
      if (this.holder(userId)) return false;
      const at = Date.now();
      this.insert.run(userId, this.owner, new Date(at).toISOString(), at);
      return true;
    });
  }

  /** The process holding the user's session, if a live one does (a gone owner's row is dropped). */
  holder(userId: number): string | undefined {
    const row = this.row.get(userId);
    if (!row) return undefined;
    if (!isGoneOwner(row.owner, row.seen_at, Date.now())) return row.owner;
    this.dropRow.run(userId, row.owner);
    return undefined;
  }

  /** Takes the user's one session for this host; false when a live host holds it. */
  claim(userId: number): boolean {
    return this.claimTx.immediate(userId);
  }

  release(userId: number): void {
    this.dropRow.run(userId, this.owner);
  }

  /** Says this host's sessions are still open. */
  beat(): void {
    this.touch.run(Date.now(), this.owner);
  }

  /** Drops whatever this host still holds (it is stopping). */
  leave(): void {
    this.removeOwn.run(this.owner);
  }
}
