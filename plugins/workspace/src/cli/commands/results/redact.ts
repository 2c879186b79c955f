import { connectHost, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { createWorkspaceClient } from '../../../index.ts';

const redactOptions = globalOptions.extend({ processId: z.string().min(1), keepOriginal: z.boolean().default(false) });

export const redact = new Command('redact')
  .description('replace personal data in a result by tags in its text and silence in its audio (names, phone numbers, e-mail addresses, cards, IBANs, identity numbers, addresses, dates of birth); the original is deleted unless --keep-original')
  .argument('<processId>', 'the process id (see speechdeck results list)')
  .option('--keep-original', 'keep the unredacted original on the host as a result of its own (yours only)')
  .action(async (processId: string, _options, command: Command) => {
    const options = parseOptions(redactOptions, command, { processId });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const answer = await host.request(`Redacting ${options.processId}`, () => createWorkspaceClient(host.http).redact(options.processId, { keepOriginal: options.keepOriginal }));
    printResult(options.json, answer, () => {
      const found = Object.entries(answer.found).filter(([, count]) => count > 0).map(([kind, count]) => `${count} ${kind}`);
      return [
        `Redacted ${options.processId}: ${found.length > 0 ? found.join(', ') : 'no personal data found'}.`,
        answer.originalProcessId ? `The original is kept as ${answer.originalProcessId}.` : 'The original was deleted.',
      ];
    });
  });
