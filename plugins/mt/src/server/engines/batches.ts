/** How much one request to a remote engine carries: a transcript goes in several, each well inside a timeout. */
export interface BatchLimits {
  maxItems: number;
  maxChars: number;
}

/**
 * Translates the texts in consecutive batches, one request at a time (a remote server is shared
 * with other users), and answers the translations in order. A text longer than `maxChars` goes alone.
 */
export async function inBatches(
  texts: readonly string[],
  limits: BatchLimits,
  translateBatch: (batch: string[]) => Promise<string[]>,
): Promise<string[]> {
  const out: string[] = [];
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    out.push(...(await translateBatch(batch)));
    batch = [];
    chars = 0;
  };
  for (const text of texts) {
    if (batch.length >= limits.maxItems || (batch.length > 0 && chars + text.length > limits.maxChars)) await flush();
    batch.push(text);
    chars += text.length;
  }
  await flush();
  return out;
}
