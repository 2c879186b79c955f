import { performance } from 'node:perf_hooks';
import {
  batchExitCode,
  type BatchRun,
  connectHost,
  formatClock,
  plural,
  printJsonLine,
  printNote,
  runBatchItems,
} from '@speechdeck/core/cli';
import { createTtsClient } from '../../index.ts';
import { itemDone, planInputs, type TtsItem } from './plan-inputs.ts';
import { type ItemReport, outcomeReport, reportLine, skippedReport, summaryTable } from './report.ts';
import { type SynthesisContext, synthesizeItem } from './synthesize-item.ts';
import { mannerOf, type TtsOptions } from './tts-options.ts';

/** How long a second Ctrl+C waits for the queued syntheses in flight to be deleted before quitting anyway. */
const QUIT_CLEANUP_MS = 3000;

/**
 * `speechdeck tts`: plans (what to say, where each output goes, which outputs exist already),
 * synthesizes on a worker pool and reports. Like recognize, the outcome is the summary: the exit
 * code is set here (0 all done, 1 some failed, 130 interrupted, 3/5 when the session or the host
 * was lost mid-way) so that with --json stdout stays one JSON value per line to the end.
 */
export async function runTts(options: TtsOptions): Promise<void> {
  const startedAt = performance.now();
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const plan = await planInputs(options);
  const batch = plan.outDir !== undefined;
  const plans = await Promise.all(plan.items.map(async (item) => ({ item, done: await itemDone(item, options.force) })));

  const reports: ItemReport[] = [];
  const record = (report: ItemReport) => {
    reports.push(report);
    if (options.json) printJsonLine(report);
  };
  plans.filter((planned) => planned.done).forEach(({ item }) => record(skippedReport(item)));
  const todo: TtsItem[] = plans.filter((planned) => !planned.done).map(({ item }) => item);

  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    const host = connectHost({ json: options.json });
    host.requireLogin();
    // Fails early, with one clear error, when not logged in or the host is down.
    await host.request('Checking the session', () => host.accounts.me());
    if (batch) say(`Synthesizing ${plural(todo.length, 'file')}${reports.length ? ` (${reports.length} done before, skipped)` : ''}, ${options.concurrency} at a time; outputs in ${plan.outDir}`);

    const context: SynthesisContext = { tts: createTtsClient(host.http), manner: mannerOf(options, plan.format), keep: options.keep, inFlight: new Set() };
    run = await runBatchItems(todo, {
      concurrency: options.concurrency,
      json: options.json,
      name: (item) => item.shown,
      stopping: 'Stopping: the files in progress finish first (Ctrl+C again to quit now). Run the same command again to resume.',
      quit: async () => {
        say('Quit. Run the same command again to resume: written outputs are skipped.');
        if (context.keep || !context.inFlight.size) return;
        const deletions = Promise.allSettled([...context.inFlight].map((id) => context.tts.deleteSynthesis(id)));
        await Promise.race([deletions, new Promise((resolve) => setTimeout(resolve, QUIT_CLEANUP_MS))]);
      },
      work: async (item, phase) => {
        const itemStart = performance.now();
        const outcome = await synthesizeItem(item, context, phase);
        const report = outcomeReport(item, outcome, performance.now() - itemStart);
        record(report);
        return { ok: report.status === 'ok', line: reportLine(report), ...(outcome.status === 'failed' ? { error: outcome.error } : {}) };
      },
    });
  }
  const { fatal, interrupted } = run;

  const count = (status: ItemReport['status']) => reports.filter((report) => report.status === status).length;
  const notStarted = todo.length - run.started;
  const summary = {
    type: 'summary',
    total: plan.items.length,
    ok: count('ok'),
    skipped: count('skipped'),
    failed: count('failed'),
    notStarted,
    ignored: plan.ignored,
    elapsedMs: Math.round(performance.now() - startedAt),
    out: plan.outDir ?? plan.items[0]!.output,
    ...(interrupted ? { interrupted } : {}),
    ...(fatal ? { error: { code: fatal.exitCode, message: fatal.message } } : {}),
  };
  process.exitCode = batchExitCode({ fatal, interruptedEarly: interrupted && notStarted > 0, failed: summary.failed });
  if (options.json) {
    printJsonLine(summary);
    return;
  }
  if (!batch) {
    // A failure was shown as it happened (progress prints failed items on a terminal and off it).
    const report = reports[0];
    if (report?.status === 'ok') say(`Wrote ${report.output}.`);
    else if (report?.status === 'skipped') say(`${report.output} exists and is newer than ${report.input}: skipped (--force makes it again).`);
    return;
  }
  if (!plan.items.length) {
    say(`No .txt or .md files in ${[...options.inputs, ...options.file].join(', ')}${plan.ignored ? ` (${plural(plan.ignored, 'other file')} ignored)` : ''}.`);
    return;
  }
  const order = new Map(plan.items.map((item, index) => [item.shown, index]));
  const rows = [...reports].sort((a, b) => order.get(a.input)! - order.get(b.input)!);
  const totals = [`${summary.ok} ok`, `${summary.skipped} skipped`, `${summary.failed} failed`, ...(notStarted ? [`${notStarted} not started`] : [])];
  say(['', ...summaryTable(rows), '', `${totals.join(', ')} of ${plan.items.length} in ${formatClock(summary.elapsedMs / 1000)}; outputs in ${plan.outDir}${plan.ignored ? ` (${plural(plan.ignored, 'other file')} ignored)` : ''}`].join('\n'));
  if (fatal) say(`Error: ${fatal.message}\nStopped. Run the same command again to resume.`);
  else if (summary.interrupted) say('Interrupted. Run the same command again to resume: written outputs are skipped.');
  else if (!todo.length) say('Every file was done before; --force synthesizes them again.');
}
