import { describe, expect, it } from 'vitest';
import { clusterAgglomerative } from './agglomerative-clustering.ts';
import { cosineSimilarity, l2Normalize } from '../cosine.ts';

/** Points scattered around a few directions, deterministically. */
function around(directions: number[][], perDirection: number, spread: number): number[][] {
  let seed = 7;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * spread;
  const out: number[][] = [];
  for (let i = 0; i < perDirection; i++) for (const d of directions) out.push(d.map((x) => x + noise()));
  return out;
}

describe('clusterAgglomerative', () => {
  const vectors = around([[1, 0, 0], [0, 1, 0], [0, 0, 1]], 10, 0.4);

  it('finds the groups by threshold, numbered by first appearance', () => {
    const labels = clusterAgglomerative(vectors, { threshold: 0.5 });
    expect(labels.slice(0, 6)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(new Set(labels).size).toBe(3);
  });

  it('stops at a given number of clusters', () => {
    expect(new Set(clusterAgglomerative(vectors, { threshold: 0.99, clusters: 3 })).size).toBe(3);
    expect(new Set(clusterAgglomerative(vectors, { threshold: 0.99, clusters: 1 }))).toEqual(new Set([0]));
  });

  it('keeps everything apart under a threshold nothing reaches', () => {
    expect(new Set(clusterAgglomerative(vectors, { threshold: 1.01 })).size).toBe(vectors.length);
  });

  it('handles no vectors and one vector', () => {
    expect(clusterAgglomerative([], { threshold: 0 })).toEqual([]);
    expect(clusterAgglomerative([[1, 2]], { threshold: 0 })).toEqual([0]);
  });
});

describe('cosine helpers', () => {
  it('score direction, not length, and zero vectors as 0', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([1, 0], [-1, 0])).toBe(-1);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(Array.from(l2Normalize(new Float32Array([3, 4])))).toEqual([0.6000000238418579, 0.800000011920929]);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(/differ in length/);
  });
});
