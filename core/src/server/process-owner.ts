import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * A name for what a process holds in the shared store (a job's lease, a live session): the machine,
 * the process and the instance, so another process can tell whether the holder is still alive.
 */
export function newProcessOwner(): string {
  return `${hostname()}/${process.pid}/${randomUUID()}`;
}

const OWNER = /^(.+)\/(\d+)\/[0-9a-f-]{36}$/;

/** Whether an owner is a process of this machine (whose life can be checked by its pid). */
export function isLocalOwner(owner: string): boolean {
  return OWNER.exec(owner)?.[1] === hostname();
}

/**
 * Whether an owner is known to be gone: a process of this machine that no longer exists. An owner
 * on another machine, in this process, or named some other way is not known to be dead (its lease
 * or heartbeat runs out instead). A pid reused since errs on the safe side: taken to be alive.
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
