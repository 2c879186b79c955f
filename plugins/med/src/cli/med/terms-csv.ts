import type { MedResult } from '../../index.ts';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Every term as said, one row each: `term,category,start,end,segment`. */
export function termsCsv(result: MedResult): string {
  const rows = result.segments.flatMap((segment) => segment.terms.map((term) => [term.text, term.category, term.start, term.end, segment.position].map(cell).join(',')));
  return `${['term', 'category', 'start', 'end', 'segment'].join(',')}\n${rows.map((row) => `${row}\n`).join('')}`;
}
