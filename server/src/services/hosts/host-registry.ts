import type { Database } from 'better-sqlite3';
import type { HostRole } from '@speechdeck/core';
import { isDeadOwner, isLocalOwner } from '@speechdeck/core/server';

/** How often a process says it is alive, and after how long without a word one on another machine is taken to be gone. */
export const HEARTBEAT_MS = 15_000;
export const SILENT_MS = 4 * HEARTBEAT_MS;

export interface HostProcess {
  owner: string;
  role: HostRole;
}

export type HostRegistry = ReturnType<typeof createHostRegistry>;

/**
 * The processes started on one data dir (API hosts, workers), each under its lease owner name
 * (`host/pid/uuid`), so that start-up work that would harm another process's work in progress (the
 * scratch sweep) knows whether it is alone.
 */
export function createHostRegistry(db: Database, self: HostProcess, now: () => number = Date.now) {
  const startedAt = new Date(now()).toISOString();
  const upsert = db.prepare(`INSERT INTO host_processes (owner, role, started_at, seen_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (owner) DO UPDATE SET seen_at = excluded.seen_at`);
  const list = db.prepare<[string], HostProcess & { seenAt: number }>('SELECT owner, role, seen_at AS seenAt FROM host_processes WHERE owner != ?');
  const remove = db.prepare('DELETE FROM host_processes WHERE owner = ?');
  return {
    beat(): void {
      upsert.run(self.owner, self.role, startedAt, now());
    },
    /**
     * The other processes alive on the data dir; rows of those gone are dropped. One of this machine
     * lives as long as its pid does; one elsewhere while it keeps beating.
     */
    others(): HostProcess[] {
      const alive: HostProcess[] = [];
      for (const row of list.all(self.owner)) {
        const gone = isLocalOwner(row.owner) ? isDeadOwner(row.owner) : row.seenAt < now() - SILENT_MS;
        if (gone) remove.run(row.owner);
        else alive.push({ owner: row.owner, role: row.role });
      }
      return alive;
    },
    leave(): void {
      remove.run(self.owner);
    },
  };
}
