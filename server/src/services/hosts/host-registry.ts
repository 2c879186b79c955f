import type { PlatformDb } from '../database/platform-tables.ts';
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
export function createHostRegistry(db: PlatformDb, self: HostProcess, now: () => number = Date.now) {
  const startedAt = new Date(now()).toISOString();
  const remove = (owner: string) => db.deleteFrom('host_processes').where('owner', '=', owner).execute();
  /** One of this machine is gone once its pid is; one elsewhere once it stops beating (`seenAt` undefined: it has no row). */
  const gone = (owner: string, seenAt: number | undefined) => (isLocalOwner(owner) ? isDeadOwner(owner) : seenAt === undefined || seenAt < now() - SILENT_MS);
  return {
    async beat(): Promise<void> {
      await db.insertInto('host_processes').values({ owner: self.owner, role: self.role, started_at: startedAt, seen_at: now() })
        .onConflict((oc) => oc.column('owner').doUpdateSet((eb) => ({ seen_at: eb.ref('excluded.seen_at') })))
        .execute();
    },
    /**
     * The other processes alive on the data dir; rows of those gone are dropped. One of this machine
     * lives as long as its pid does; one elsewhere while it keeps beating.
     */
    async others(): Promise<HostProcess[]> {
      const alive: HostProcess[] = [];
      const rows = await db.selectFrom('host_processes').select(['owner', 'role', 'seen_at']).where('owner', '!=', self.owner).execute();
      for (const row of rows) {
        if (gone(row.owner, row.seen_at)) await remove(row.owner);
        else alive.push({ owner: row.owner, role: row.role as HostRole });
      }
      return alive;
    },
    /** Whether a process of the data dir lives: this one; one of this machine while its pid does; one elsewhere while it keeps beating. */
    async alive(owner: string): Promise<boolean> {
      if (owner === self.owner) return true;
      if (isLocalOwner(owner)) return !gone(owner, undefined);
      const row = await db.selectFrom('host_processes').select('seen_at').where('owner', '=', owner).executeTakeFirst();
      return !gone(owner, row?.seen_at);
    },
    async leave(): Promise<void> {
      await remove(self.owner);
    },
  };
}
