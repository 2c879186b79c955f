/** A word of a reference transcript with its time, as a forced alignment gives it. */
export interface ReferenceWord {
  w: string;
  start: number;
  end: number;
}

/** A finding to judge: the keyword and where it was heard. */
export interface JudgedHit {
  keyword: string;
  start: number;
  end: number;
}

export interface Occurrence {
  start: number;
  end: number;
}

/**
 * A hit counts for an occurrence when their times overlap once the occurrence is widened by this
 * much on each side: alignments and the spotter place word edges a few frames apart.
 */
export const COLLAR_SECONDS = 0.3;

const wordsOf = (phrase: string) => phrase.toLowerCase().split(/\s+/).filter(Boolean);

/** Where the keyword is said: every run of consecutive reference words that spells it. */
export function occurrencesOf(keyword: string, words: readonly ReferenceWord[]): Occurrence[] {
  const wanted = wordsOf(keyword);
  const out: Occurrence[] = [];
  if (wanted.length === 0) return out;
  for (let i = 0; i + wanted.length <= words.length; i++) {
    if (wanted.every((w, k) => words[i + k]!.w.toLowerCase() === w)) out.push({ start: words[i]!.start, end: words[i + wanted.length - 1]!.end });
  }
  return out;
}

export interface KeywordTally {
  /** Occurrences said in the audio. */
  said: number;
  /** Occurrences a hit was found for. */
  found: number;
  /** Hits with no occurrence of their keyword under them (a second hit on one occurrence is one too). */
  falseAlarms: number;
}

/**
 * Judges one keyword's hits in one recording: each occurrence is found by at most one hit and each
 * hit finds at most one occurrence (earliest first, which is optimal for intervals on one line).
 */
export function judgeKeyword(occurrences: readonly Occurrence[], hits: readonly JudgedHit[], collar = COLLAR_SECONDS): KeywordTally {
  const open = [...occurrences].sort((a, b) => a.start - b.start);
  let found = 0;
  for (const hit of [...hits].sort((a, b) => a.start - b.start)) {
    const index = open.findIndex((o) => hit.start < o.end + collar && o.start - collar < hit.end);
    if (index < 0) continue;
    open.splice(index, 1);
    found++;
  }
  return { said: occurrences.length, found, falseAlarms: hits.length - found };
}

/** A recording with its reference words, and the hits found in it for every keyword searched. */
export interface JudgedRecording {
  durationSec: number;
  words: readonly ReferenceWord[];
  hits: readonly JudgedHit[];
}

export interface SpottingFigures {
  said: number;
  found: number;
  falseAlarms: number;
  /** found / said; NaN when nothing was said. */
  recall: number;
  /** False alarms per keyword per hour of audio searched: the rate a user sees for one keyword. */
  falseAlarmsPerKeywordHour: number;
  /** Hours of audio searched, each searched for every keyword. */
  hours: number;
  keywords: number;
}

/** Recall and the false-alarm rate of every keyword over every recording. */
export function spottingFigures(recordings: readonly JudgedRecording[], keywords: readonly string[]): SpottingFigures {
  let said = 0;
  let found = 0;
  let falseAlarms = 0;
  let seconds = 0;
  for (const recording of recordings) {
    seconds += recording.durationSec;
    for (const keyword of keywords) {
      const tally = judgeKeyword(occurrencesOf(keyword, recording.words), recording.hits.filter((hit) => hit.keyword === keyword));
      said += tally.said;
      found += tally.found;
      falseAlarms += tally.falseAlarms;
    }
  }
  const hours = seconds / 3600;
  return {
    said, found, falseAlarms, hours, keywords: keywords.length,
    recall: said === 0 ? NaN : found / said,
    falseAlarmsPerKeywordHour: hours === 0 || keywords.length === 0 ? NaN : falseAlarms / (hours * keywords.length),
  };
}
