/**
 * Seconds as a refusal says them beside the limit crossed: one decimal, more where one would round
 * onto the wrong side of it ("2.99 s" under 3 s, never "3.0 s").
 */
export function secondsBeside(value: number, limit: number): string {
  const wrongSide = (shown: number) => (value < limit ? shown >= limit : shown <= limit);
  for (const digits of [1, 2, 3]) {
    const shown = Number(value.toFixed(digits));
    if (!wrongSide(shown)) return `${value.toFixed(digits)} s`;
  }
  return `${value} s`;
}
