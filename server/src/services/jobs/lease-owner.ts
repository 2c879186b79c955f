import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * A queue's name in the leases it writes: the machine, the process and the queue instance, so a
 * later process can tell whether the owner of a lease is still alive.
 */
export function newLeaseOwner(): string {
  return `${hostname()}/${process.pid}/${randomUUID()}`;
}

const OWNER = /^(.+)\/(\d+)\/[0-9a-f-]{36}$/;

/** Whether an owner is a process of this machine (whose life can be checked by its pid). */
export function isLocalOwner(owner: string): boolean {
  return OWNER.exec(owner)?.[1] === hostname();
}

/**
 * Whether the owner of a lease is known to be gone: a process of this machine that no longer
 * exists. An owner on another machine, in this process, or named some other way is not known to be
 * dead (its lease runs out instead). A pid reused since errs on the safe side: taken to be alive.
 */
export function isDeadOwner(owner: string): boolean {
  const match = OWNER.exec(owner);
  if (!match || match[1] !== hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
