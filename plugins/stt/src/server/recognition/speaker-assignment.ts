import type { RecognizedWord } from '@speechdeck/plugin-workspace';
import type { SpeakerTurn } from '@speechdeck/engines/speaker';

/** A stretch of recognized speech before it becomes a stored segment. */
export interface Unit {
  start: number;
  end: number;
  text: string;
  words: RecognizedWord[];
  spk: string | null;
}

function overlap(aStart: number, aEnd: number, b: SpeakerTurn): number {
  return Math.max(0, Math.min(aEnd, b.end) - Math.max(aStart, b.start));
}

/** The turn that covers most of [start, end]; the nearest turn when none overlaps (words in a pause). */
export function speakerAt(start: number, end: number, turns: readonly SpeakerTurn[]): string | null {
  let best: SpeakerTurn | undefined;
  let bestScore = -Infinity;
  for (const turn of turns) {
    const covered = overlap(start, end, turn);
    const score = covered > 0 ? covered : -Math.min(Math.abs(turn.start - end), Math.abs(start - turn.end));
    if (score > bestScore) {
      bestScore = score;
      best = turn;
    }
  }
  return best?.speaker ?? null;
}

/**
 * Labels every unit with its speaker, splitting a unit where the speaker changes between words,
 * so no segment mixes two voices. `joinWords` rebuilds a split part's text from its words.
 */
export function assignSpeakers(units: readonly Unit[], turns: readonly SpeakerTurn[], joinWords: (words: RecognizedWord[]) => string): Unit[] {
  if (turns.length === 0) return [...units];
  const out: Unit[] = [];
  for (const unit of units) {
    if (unit.words.length === 0) {
      out.push({ ...unit, spk: speakerAt(unit.start, unit.end, turns) });
      continue;
    }
    const runs: { spk: string | null; words: RecognizedWord[] }[] = [];
    for (const word of unit.words) {
      const spk = speakerAt(word.start, word.end, turns);
      const last = runs.at(-1);
      if (last && last.spk === spk) last.words.push(word);
      else runs.push({ spk, words: [word] });
    }
    if (runs.length === 1) {
      out.push({ ...unit, spk: runs[0]!.spk });
      continue;
    }
    for (const run of runs) {
      out.push({ start: run.words[0]!.start, end: run.words.at(-1)!.end, words: run.words, text: joinWords(run.words), spk: run.spk });
    }
  }
  return out;
}
