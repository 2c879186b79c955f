import { accessSync, constants } from 'node:fs';
import { delimiter, join, sep } from 'node:path';

/** Whether a program can be run: a path (with a slash, as spawn reads it) that is executable, or a name found on PATH. */
export function isExecutable(command: string, pathVariable: string | undefined): boolean {
  const candidates = command.includes(sep) ? [command] : (pathVariable ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, command));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
