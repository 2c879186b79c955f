import { connectHost, formatClock, globalOptions, parseOptions, plural, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { createWorkspaceClient, type RecognitionResult } from '../../../index.ts';
import { speakersOf } from '../../speakers-of.ts';

const showOptions = globalOptions.extend({ processId: z.string().min(1) });

export const show = new Command('show')
  .description('show a result: the transcript by segment with times and speakers (--json: the whole result)')
  .argument('<processId>', 'the process id (see speechdeck results list)')
  .action(async (processId: string, _options, command: Command) => {
    const options = parseOptions(showOptions, command, { processId });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const result = await host.request(`Loading ${options.processId}`, () => createWorkspaceClient(host.http).byProcessId(options.processId));
    printResult(options.json, result, () => transcript(result));
  });

/** A header, then one line per segment: `[00:01 - 00:04] S1: text  (#kw, positive)`. */
function transcript(result: RecognitionResult): string[] {
  const speakers = speakersOf(result.segments);
  const header = [
    `File:      ${result.fn}`,
    `Process:   ${result.processId}`,
    `Status:    ${result.status}${result.error ? ` (${result.error})` : ''}`,
    `Language:  ${result.language}${result.engine ? ` (${result.engine})` : ''}`,
    `Audio:     ${formatClock(result.duration)}, ${plural(result.segments.length, 'segment')}${speakers.length ? `, speakers ${speakers.join(', ')}` : ''}`,
    `Created:   ${result.createdAt}`,
    ...result.notes.map((note) => `Note:      ${note}`),
  ];
  const lines = result.segments.map((segment) => {
    const extra = [...segment.kw.map((kw) => `#${kw}`), ...(segment.oa ? [segment.oa] : [])];
    return `[${formatClock(segment.start)} - ${formatClock(segment.end)}] ${segment.spk ? `${segment.spk}: ` : ''}${segment.sent}${extra.length ? `  (${extra.join(', ')})` : ''}`;
  });
  return [...header, '', ...(lines.length ? lines : ['(no speech recognized)'])];
}
