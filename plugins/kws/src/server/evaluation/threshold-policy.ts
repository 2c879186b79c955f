import { strongestOfOverlapping } from '@speechdeck/engines/spotting';
import { occurrencesOf, judgeKeyword, spottingFigures, type JudgedHit, type Occurrence, type ReferenceWord, type SpottingFigures } from './spotting-metrics.ts';

/** A hit found at a low threshold, with what a higher one is judged on. */
export interface RawHit extends JudgedHit {
  /** log10 of pocketsphinx's likelihood ratio (keyphrase-output.ts). */
  logRatio: number;
  /** Phones of the pronunciation found. */
  phones: number;
}

/** A recording searched for every keyword at a low threshold. */
export interface SearchedRecording {
  /** What its figures are grouped under, e.g. 'librivox' or 'flite'. */
  source: string;
  condition: string;
  durationSec: number;
  words: readonly ReferenceWord[];
  hits: readonly RawHit[];
}

/** A threshold for each keyword length, as log10: what the spotter would have been run with. */
export type ThresholdPolicy = (phones: number) => number;

export const linearPolicy = (intercept: number, perPhone: number, maxPhones = Infinity): ThresholdPolicy =>
  (phones) => intercept + perPhone * Math.min(phones, maxPhones);

/** The hits a search under `policy` would have answered: those at or over their threshold, one per occurrence. */
export function hitsUnder(hits: readonly RawHit[], policy: ThresholdPolicy): RawHit[] {
  return strongestOfOverlapping(hits.filter((hit) => hit.logRatio >= policy(hit.phones)), (hit) => hit.logRatio);
}

/** Figures under a policy for each group of recordings (`groupOf`), and 'all'. */
export function figuresUnder(
  recordings: readonly SearchedRecording[], keywords: readonly string[], policy: ThresholdPolicy, groupOf: (recording: SearchedRecording) => string,
): Map<string, SpottingFigures> {
  const groups = new Map<string, SearchedRecording[]>([['all', [...recordings]]]);
  for (const recording of recordings) groups.set(groupOf(recording), [...(groups.get(groupOf(recording)) ?? []), recording]);
  return new Map([...groups].map(([name, members]) => [
    name,
    spottingFigures(members.map((r) => ({ durationSec: r.durationSec, words: r.words, hits: hitsUnder(r.hits, policy) })), keywords),
  ]));
}

export interface PolicyChoice {
  intercept: number;
  perPhone: number;
  /** Mean recall over the sources it was chosen on. */
  meanRecall: number;
  /** False alarms per keyword-hour over those sources' audio together. */
  falseAlarmsPerKeywordHour: number;
}

/** The grid the linear policies are chosen from (log10 units). */
const INTERCEPTS = Array.from({ length: 41 }, (_, i) => 2 * i);
const PER_PHONE = Array.from({ length: 25 }, (_, i) => -0.5 * i);

/**
 * The linear policy (threshold = intercept + perPhone * phones) with the best recall averaged over
 * the sources, each counting alike however much audio it has, among those whose false alarms over
 * all their audio stay within `budget` per keyword-hour: so no one kind of speech decides it.
 */
export function choosePolicy(recordings: readonly SearchedRecording[], keywords: readonly string[], budget: number, maxPhones = Infinity): PolicyChoice | undefined {
  const cells = judgedCells(recordings, keywords);
  const sources = [...new Set(recordings.map((r) => r.source))];
  const hours = recordings.reduce((sum, r) => sum + r.durationSec, 0) / 3600;
  let best: PolicyChoice | undefined;
  for (const intercept of INTERCEPTS) {
    for (const perPhone of PER_PHONE) {
      const policy = linearPolicy(intercept, perPhone, maxPhones);
      const said = new Map<string, number>();
      const found = new Map<string, number>();
      let falseAlarms = 0;
      for (const cell of cells) {
        const tally = judgeKeyword(cell.occurrences, cellHitsUnder(cell, policy));
        said.set(cell.source, (said.get(cell.source) ?? 0) + tally.said);
        found.set(cell.source, (found.get(cell.source) ?? 0) + tally.found);
        falseAlarms += tally.falseAlarms;
      }
      const rate = falseAlarms / (hours * keywords.length);
      if (rate > budget) continue;
      const meanRecall = sources.reduce((sum, source) => sum + (found.get(source) ?? 0) / Math.max(1, said.get(source) ?? 0), 0) / sources.length;
      if (!best || meanRecall > best.meanRecall) best = { intercept, perPhone, meanRecall, falseAlarmsPerKeywordHour: rate };
    }
  }
  return best;
}

interface Cell {
  source: string;
  occurrences: Occurrence[];
  /** Strongest first. */
  hits: RawHit[];
  phones: number[];
}

/** Each recording's occurrences and hits per keyword, found once for the whole grid. */
function judgedCells(recordings: readonly SearchedRecording[], keywords: readonly string[]): Cell[] {
  return recordings.flatMap((recording) => keywords.map((keyword) => {
    const hits = recording.hits.filter((hit) => hit.keyword === keyword).sort((a, b) => b.logRatio - a.logRatio);
    return { source: recording.source, occurrences: occurrencesOf(keyword, recording.words), hits, phones: [...new Set(hits.map((hit) => hit.phones))] };
  }));
}

/** hitsUnder for one cell, reading its hits only down to the lowest threshold any of them has: most are far below. */
function cellHitsUnder(cell: Cell, policy: ThresholdPolicy): RawHit[] {
  const lowest = Math.min(...cell.phones.map(policy));
  const passing: RawHit[] = [];
  for (const hit of cell.hits) {
    if (hit.logRatio < lowest) break;
    if (hit.logRatio >= policy(hit.phones)) passing.push(hit);
  }
  return strongestOfOverlapping(passing, (hit) => hit.logRatio);
}
