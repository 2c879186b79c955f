/**
 * Runs `work` over `items` with at most `concurrency` at a time, in order; a worker takes the next
 * item only while `shouldStop()` is false (Ctrl+C lets running items finish). `work` must handle
 * its own failures: one bad item never stops the others. Answers how many items were started.
 */
export async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>, shouldStop: () => boolean = () => false): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !shouldStop()) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return next;
}
