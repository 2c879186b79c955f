export const defaultSessionName = (startedAt: Date) => `Live session ${startedAt.toISOString().slice(0, 16).replace('T', ' ')}`;

/**
 * The name itself, or with " (2)", " (3)"... when the user already has a result of that name: two
 * sessions started in the same minute (default names) or given the same name stay apart in the
 * workspace's list.
 */
export function distinctName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  let candidate = name;
  for (let n = 2; names.has(candidate); n++) candidate = `${name} (${n})`;
  return candidate;
}
