/**
 * Ctrl+C during a batch: the first one calls `stop` (start nothing new, let running items finish,
 * so no work already paid for is lost); the second calls `quit`. Answers a function that removes
 * the handler again.
 */
export function onInterrupt(stop: () => void, quit: () => void): () => void {
  let count = 0;
  const listener = () => (++count === 1 ? stop() : quit());
  process.on('SIGINT', listener);
  return () => void process.off('SIGINT', listener);
}
