import { readdirSync, readFileSync } from 'node:fs';

/**
 * Pids of the live child processes of this process (where tests and benches run the host) whose
 * program is `name`, read from /proc: to see an engine process start, and be gone once killed.
 */
export function childProcesses(name: string): number[] {
  // The kernel keeps the first 15 characters of a program's name.
  const comm = name.slice(0, 15);
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      return []; // exited while we looked
    }
    // `pid (comm) state ppid ...`; comm may hold spaces and parentheses, so split at the last ')'.
    const close = stat.lastIndexOf(')');
    const [state, ppid] = stat.slice(close + 2).split(' ');
    const live = state !== 'Z' && state !== 'X';
    return live && stat.slice(stat.indexOf('(') + 1, close) === comm && Number(ppid) === process.pid ? [Number(entry)] : [];
  });
}

/**
 * The children named `name` that were not there when this was called: a test file's own, where
 * files share a worker process and one before it may leave a child still exiting.
 */
export function newChildProcesses(name: string): () => number[] {
  const before = new Set(childProcesses(name));
  return () => childProcesses(name).filter((pid) => !before.has(pid));
}
