import type { Excerpt } from './excerpts.ts';
import { excerptLine } from './excerpts.ts';

export interface GroundingContext {
  excerpts: Excerpt[];
  /** Some excerpts were left out to keep within the size. */
  truncated: boolean;
  /** The system message the model is given first; null when there is nothing to ground on. */
  systemMessage: string | null;
}

const INSTRUCTION = [
  'You answer questions about the user\'s own recordings. Below are numbered excerpts of their transcripts,',
  'each with its file name, its time in the recording (minutes:seconds) and its speaker when known.',
  'Base your answer on these excerpts. Cite each excerpt you use by its number in square brackets, like [1],',
  'or [1][3] for several, right after what it supports. Transcripts are made by speech recognition and may',
  'contain misheard words. If the excerpts do not answer the question, say so instead of guessing.',
].join(' ');

/**
 * The excerpts within `budget` characters, in the order given (retrieved segments first, then the
 * attached transcripts' passages), and the system message that numbers them. An excerpt that does
 * not fit is left out whole; a later, shorter one may still fit.
 */
export function groundQuestion(candidates: readonly Excerpt[], budget: number): GroundingContext {
  const excerpts: Excerpt[] = [];
  const lines: string[] = [];
  let used = 0;
  let truncated = false;
  for (const excerpt of candidates) {
    const line = excerptLine(excerpt, excerpts.length + 1);
    if (used + line.length + 1 > budget) {
      truncated = true;
      continue;
    }
    excerpts.push(excerpt);
    lines.push(line);
    used += line.length + 1;
  }
  const systemMessage = excerpts.length > 0 ? `${INSTRUCTION}\n\nExcerpts:\n${lines.join('\n')}` : null;
  return { excerpts, truncated, systemMessage };
}
