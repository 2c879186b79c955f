import { performance } from 'node:perf_hooks';
import { BatchReports, type BatchRun, connectSession, plural, printBatchEnd, printNote, runBatchItems } from '@speechdeck/core/cli';
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
  const reports = new BatchReports<ItemReport>(options.json);
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const plan = await planInputs(options);
  const batch = plan.outDir !== undefined;
  const plans = await Promise.all(plan.items.map(async (item) => ({ item, done: await itemDone(item, options.force) })));
  plans.filter((planned) => planned.done).forEach(({ item }) => reports.record(skippedReport(item)));
  const todo: TtsItem[] = plans.filter((planned) => !planned.done).map(({ item }) => item);

  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    const { host } = await connectSession({ json: options.json });
    if (batch) say(`Synthesizing ${plural(todo.length, 'file')}${reports.all.length ? ` (${reports.all.length} done before, skipped)` : ''}, ${options.concurrency} at a time; outputs in ${plan.outDir}`);

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
        return reports.ended(report, reportLine(report), outcome.status === 'failed' ? outcome.error : undefined);
      },
    });
  }

  const summary = reports.summarize(run, { total: plan.items.length, todo: todo.length, ignored: plan.ignored, out: plan.outDir ?? plan.items[0]!.output });
  if (options.json) return;
  if (!batch) {
    // A failure was shown as it happened (progress prints failed items on a terminal and off it).
    const [report] = reports.all;
    if (report?.status === 'ok') say(`Wrote ${report.output}.`);
    else if (report?.status === 'skipped') say(`${report.output} exists and is newer than ${report.input}: skipped (--force makes it again).`);
    return;
  }
  if (!plan.items.length) {
    say(`No .txt or .md files in ${[...options.inputs, ...options.file].join(', ')}${plan.ignored ? ` (${plural(plan.ignored, 'other file')} ignored)` : ''}.`);
    return;
  }
  printBatchEnd(summary, summaryTable(reports.inOrder(plan.items.map((item) => item.shown), (report) => report.input)), {
    ignored: 'other file',
    interrupted: 'Interrupted. Run the same command again to resume: written outputs are skipped.',
    allDone: 'Every file was done before; --force synthesizes them again.',
  });
}
