/** Results go to stdout (JSON with --json, text otherwise); messages for people go to stderr. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLines(...lines: string[]): void {
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** One result, as JSON for scripts or as lines of text for people. */
export function printResult(json: boolean, data: unknown, text: () => string | string[]): void {
  if (json) printJson(data);
  else printLines(...[text()].flat());
}

export function printNote(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** One compact JSON value per line, for batch commands whose scripts read results as they come. */
export function printJsonLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}
