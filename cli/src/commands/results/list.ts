import { Command } from 'commander';
import { z } from 'zod';
import { connectHost } from '../../utils/host.ts';
import { globalOptions, parseOptions } from '../../utils/options.ts';
import { printResult } from '../../utils/output.ts';
import { resultsTable } from './results-table.ts';

const listOptions = globalOptions.extend({ limit: z.coerce.number({ error: 'Give a number from 1 to 500.' }).int().min(1).max(500) });

export const list = new Command('list')
  .description('list your results, newest first')
  .option('--limit <n>', 'at most this many, 1-500', '20')
  .action(async (_options, command: Command) => {
    const options = parseOptions(listOptions, command);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const results = await host.request('Loading results', () => host.workspace.all({ limit: options.limit }));
    printResult(options.json, results, () => resultsTable(results));
  });
