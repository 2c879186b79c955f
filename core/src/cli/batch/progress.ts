import type { Ora } from 'ora';
import { createSpinner } from '../terminal/spinner.ts';
import { formatClock } from '../terminal/time.ts';

export type ProgressMode = 'live' | 'lines' | 'quiet';

/**
 * How a batch shows progress on stderr: one updating line on a terminal, one line per finished
 * item otherwise (logs, CI), nothing with --json (the JSON lines on stdout say it all).
 */
export function progressMode(json: boolean, stderr: { isTTY?: boolean; columns?: number } = process.stderr): ProgressMode {
  if (json) return 'quiet';
  // A pseudo-terminal without a size cannot hold an updating line (see createSpinner).
  return stderr.isTTY && stderr.columns ? 'live' : 'lines';
}

/** Progress of a batch of `total` items: counts, the items in flight, elapsed time and ETA. */
export class BatchProgress {
  private readonly startedAt = Date.now();
  private readonly current = new Map<string, string>();
  private finished = 0;
  private failed = 0;
  private spinner: Ora | undefined;
  private ticker: NodeJS.Timeout | undefined;

  constructor(
    private readonly total: number,
    private readonly mode: ProgressMode,
  ) {
    if (mode !== 'live') return;
    this.spinner = createSpinner(this.text(), false).start();
    // Elapsed time and ETA move even when no item changes.
    this.ticker = setInterval(() => this.render(), 1000);
  }

  /** An item is in flight; `phase` says what it is doing (uploading 40%, queued, 73%). */
  phase(name: string, phase = ''): void {
    this.current.set(name, phase);
    this.render();
  }

  /** An item is over; in line mode `line` is printed, on a terminal only failures are. */
  finish(name: string, ok: boolean, line: string): void {
    this.current.delete(name);
    this.finished++;
    if (!ok) this.failed++;
    if (this.mode === 'lines') process.stderr.write(`[${this.finished}/${this.total}] ${line}\n`);
    if (this.mode === 'live' && !ok) this.above(line);
    this.render();
  }

  /** A message for people, kept above the live line. */
  note(line: string): void {
    if (this.mode === 'live') this.above(line);
    else if (this.mode === 'lines') process.stderr.write(`${line}\n`);
  }

  stop(): void {
    clearInterval(this.ticker);
    this.spinner?.stop();
  }

  /** `12/50 done, 2 failed · current: a.wav 40%, b.mp3 queued · 01:23 elapsed · ETA 02:10` */
  text(now = Date.now()): string {
    const elapsed = (now - this.startedAt) / 1000;
    const parts = [`${this.finished}/${this.total} done${this.failed ? `, ${this.failed} failed` : ''}`];
    if (this.current.size) parts.push(`current: ${[...this.current].map(([name, phase]) => (phase ? `${name} ${phase}` : name)).join(', ')}`);
    parts.push(`${formatClock(elapsed)} elapsed`);
    // Wall time per finished item already accounts for the items running side by side.
    if (this.finished > 0 && this.finished < this.total) parts.push(`ETA ${formatClock((elapsed / this.finished) * (this.total - this.finished))}`);
    return parts.join(' · ');
  }

  private render(): void {
    if (!this.spinner) return;
    const width = (process.stderr.columns || 80) - 3; // the spinner and its space; a wrapped line would not be cleared
    const text = this.text();
    this.spinner.text = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  }

  private above(line: string): void {
    this.spinner?.clear();
    process.stderr.write(`${line}\n`);
    this.spinner?.render();
  }
}
