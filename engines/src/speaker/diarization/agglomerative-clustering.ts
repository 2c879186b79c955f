import { cosineSimilarity } from '../cosine.ts';

export interface ClusteringOptions {
  /** Stop when this many clusters are left. */
  clusters?: number;
  /** Otherwise stop when no two clusters are more alike than this (average cosine similarity). */
  threshold: number;
}

/**
 * Average-linkage agglomerative clustering under cosine similarity: starts with one cluster per
 * vector and merges the most alike pair until the count is reached or no pair is alike enough.
 * Answers a cluster index per vector, numbered in order of first appearance.
 *
 * Memory is one n×n float matrix (36 MB for 3000 vectors). Each row remembers its best partner,
 * so a merge rescans only the rows that pointed at the merged pair: close to O(n²) overall.
 */
export function clusterAgglomerative(vectors: readonly ArrayLike<number>[], options: ClusteringOptions): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const sim = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const s = cosineSimilarity(vectors[i]!, vectors[j]!);
      sim[i * n + j] = s;
      sim[j * n + i] = s;
    }
  }
  const size = new Array<number>(n).fill(1);
  const alive = new Array<boolean>(n).fill(true);
  const bestOf = new Int32Array(n).fill(-1);
  const rescan = (i: number) => {
    let best = -1;
    for (let j = 0; j < n; j++) if (j !== i && alive[j] && (best < 0 || sim[i * n + j]! > sim[i * n + best]!)) best = j;
    bestOf[i] = best;
  };
  for (let i = 0; i < n; i++) rescan(i);

  const owner = Array.from({ length: n }, (_, i) => i);
  const target = Math.max(1, options.clusters ?? 1);
  for (let left = n; left > target; left--) {
    let a = -1;
    for (let i = 0; i < n; i++) if (alive[i] && bestOf[i]! >= 0 && (a < 0 || sim[i * n + bestOf[i]!]! > sim[a * n + bestOf[a]!]!)) a = i;
    const b = bestOf[a]!;
    if (options.clusters === undefined && sim[a * n + b]! < options.threshold) break;
    // Lance-Williams update for average linkage: a absorbs b.
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === a || k === b) continue;
      const merged = (size[a]! * sim[a * n + k]! + size[b]! * sim[b * n + k]!) / (size[a]! + size[b]!);
      sim[a * n + k] = merged;
      sim[k * n + a] = merged;
    }
    size[a] = size[a]! + size[b]!;
    alive[b] = false;
    for (let k = 0; k < n; k++) if (owner[k] === b) owner[k] = a;
    for (let k = 0; k < n; k++) {
      if (!alive[k]) continue;
      // Rows that pointed at a or b must look again; others only need to compare with the new a.
      if (k === a || bestOf[k] === a || bestOf[k] === b) rescan(k);
      else if (sim[k * n + a]! > sim[k * n + bestOf[k]!]!) bestOf[k] = a;
    }
  }
  const numbering = new Map<number, number>();
  return owner.map((root) => {
    if (!numbering.has(root)) numbering.set(root, numbering.size);
    return numbering.get(root)!;
  });
}
