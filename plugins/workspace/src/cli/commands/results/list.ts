import { connectHost, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { createWorkspaceClient } from '../../../index.ts';
import { limitOption } from '../../limit-option.ts';
import { resultsTable } from './results-table.ts';

const listOptions = globalOptions.extend({ limit: limitOption });

export const list = new Command('list')
  .description('list your results, newest first')
  .option('--limit <n>', 'at most this many, 1-500', '20')
  .action(async (_options, command: Command) => {
    const options = parseOptions(listOptions, command);
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const results = await host.request('Loading results', () => createWorkspaceClient(host.http).all({ limit: options.limit }));
    printResult(options.json, results, () => resultsTable(results));
  });
