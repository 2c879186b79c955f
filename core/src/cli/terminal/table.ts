/** A plain aligned table with a header row; cells are stringified, nothing is truncated. */
export function formatTable(headers: string[], rows: (string | number | boolean | null | undefined)[][]): string[] {
  const cells = [headers, ...rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}
