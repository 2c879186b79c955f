import type { Citation } from '../../contract/chat-api.ts';
import type { Excerpt } from './excerpts.ts';

/** What a citation shows of its excerpt. */
const CITED_TEXT_CHARS = 300;

/**
 * The excerpts an answer cites, in the order it first cites them: `[2]`, `[1][3]`, `[1, 3]` and
 * `[1-3]` alike. A number no excerpt has (the model made it up) points nowhere and is left out.
 */
export function citedExcerpts(answer: string, excerpts: readonly Excerpt[]): Citation[] {
  const cited: number[] = [];
  const cite = (n: number) => {
    if (n >= 1 && n <= excerpts.length && !cited.includes(n)) cited.push(n);
  };
  for (const [, inside] of answer.matchAll(/\[(\d+(?:\s*[-,–]\s*\d+)*)\]/g)) {
    for (const part of inside!.split(',')) {
      const [from, to] = part.split(/[-–]/).map((n) => Number(n.trim()));
      if (to === undefined) cite(from!);
      else for (let n = from!; n <= to && n - from! < 50; n++) cite(n);
    }
  }
  return cited.map((n) => {
    const { processId, fn, start, end, spk, text } = excerpts[n - 1]!;
    return { n, processId, fn, start, end, spk, text: text.length > CITED_TEXT_CHARS ? `${text.slice(0, CITED_TEXT_CHARS)}…` : text };
  });
}
