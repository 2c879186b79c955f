/** Waits for `check` to hold, looking every `every` ms; fails naming `what` after `ms`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  { what = 'a condition', ms = 5000, every = 10 }: { what?: string; ms?: number; every?: number } = {},
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
