import type { RecognizedSegment, RecognizedWord } from '@speechdeck/engines/recognition';
import type { SpeakerTurn } from '@speechdeck/engines/speaker';

export interface SpokenSegment extends RecognizedSegment {
  /** Null when the transcription was not diarized. */
  speaker: string | null;
}

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** The turn a span belongs to: the one it overlaps most, else the nearest (a word in a pause between turns). */
function speakerAt(span: { start: number; end: number }, turns: readonly SpeakerTurn[]): string | null {
  let best: SpeakerTurn | undefined;
  let bestScore = -Infinity;
  for (const turn of turns) {
    const shared = overlap(span, turn);
    const score = shared > 0 ? shared : -Math.min(Math.abs(turn.start - span.end), Math.abs(span.start - turn.end));
    if (score > bestScore) [best, bestScore] = [turn, score];
  }
  return best?.speaker ?? null;
}

/**
 * Segments cut where the speaker changes: each word goes to the turn it overlaps most, and a run
 * of words of one speaker within a recognized segment is one diarized segment (OpenAI's
 * diarized_json has one speaker per segment). A segment without word times goes whole.
 */
export function segmentsBySpeaker(segments: readonly RecognizedSegment[], turns: readonly SpeakerTurn[]): SpokenSegment[] {
  const out: SpokenSegment[] = [];
  for (const segment of segments) {
    if (segment.words.length === 0) {
      out.push({ ...segment, speaker: speakerAt(segment, turns) });
      continue;
    }
    let run: RecognizedWord[] = [];
    let runSpeaker: string | null = null;
    const flush = () => {
      if (run.length === 0) return;
      out.push({ start: run[0]!.start, end: run.at(-1)!.end, text: run.map((w) => w.w).join(' '), words: run, speaker: runSpeaker });
      run = [];
    };
    for (const word of segment.words) {
      const speaker = speakerAt(word, turns);
      if (speaker !== runSpeaker) flush();
      runSpeaker = speaker;
      run.push(word);
    }
    flush();
  }
  return out;
}
