import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PocketsphinxSpotter } from '@speechdeck/engines/spotting';
import type { SearchedRecording } from '../threshold-policy.ts';
import type { EvaluationRecording } from './evaluation-set.ts';

/**
 * Searches every recording for every keyword at one low threshold (`floorLog`, log10): the hits of
 * any higher threshold are among them, with the same times and ratios (the threshold only decides
 * what is reported), so every threshold policy can then be judged without searching again.
 */
export async function searchEvaluationSet(
  recordings: readonly EvaluationRecording[], spotter: PocketsphinxSpotter, keywords: readonly string[], floorLog: number,
): Promise<{ searched: SearchedRecording[]; wallSeconds: number }> {
  const search = await spotter.prepare(keywords.map((keyword) => ({ keyword, threshold: 10 ** floorLog })), 'en');
  const workDir = mkdtempSync(join(tmpdir(), 'speechdeck-kws-search-'));
  const searched: SearchedRecording[] = [];
  const started = performance.now();
  try {
    for (const recording of recordings) {
      const hits = await spotter.searchPhrases(recording.wav, search, { workDir });
      searched.push({ source: recording.source, condition: recording.condition, durationSec: recording.durationSec, words: recording.words, hits });
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return { searched, wallSeconds: (performance.now() - started) / 1000 };
}
