/**
 * chrF (Popović 2015) as sacrebleu computes it by default: character n-grams of orders 1-6 with
 * spaces removed, counted over the whole corpus, an F-score with β = 2 (recall weighs more) per
 * order, averaged over the orders; 0-100.
 */
const ORDERS = 6;
const BETA_SQUARED = 4;

function ngrams(text: string, n: number): Map<string, number> {
  const chars = [...text.replace(/\s+/g, '')];
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i++) {
    const gram = chars.slice(i, i + n).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

export function chrF(hypotheses: readonly string[], references: readonly string[]): number {
  if (hypotheses.length !== references.length) throw new Error(`${hypotheses.length} hypotheses for ${references.length} references`);
  let total = 0;
  for (let n = 1; n <= ORDERS; n++) {
    let hypCount = 0;
    let refCount = 0;
    let matches = 0;
    hypotheses.forEach((hypothesis, index) => {
      const hyp = ngrams(hypothesis, n);
      const ref = ngrams(references[index]!, n);
      for (const count of hyp.values()) hypCount += count;
      for (const [gram, count] of ref) {
        refCount += count;
        matches += Math.min(count, hyp.get(gram) ?? 0);
      }
    });
    const precision = hypCount > 0 ? matches / hypCount : 0;
    const recall = refCount > 0 ? matches / refCount : 0;
    const denominator = BETA_SQUARED * precision + recall;
    total += denominator > 0 ? ((1 + BETA_SQUARED) * precision * recall) / denominator : 0;
  }
  return (100 * total) / ORDERS;
}
