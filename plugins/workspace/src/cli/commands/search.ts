import { CliError, connectHost, EXIT_CODES, formatClock, formatTable, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { createWorkspaceClient, type SegmentHit } from '../../index.ts';
import { limitOption } from '../limit-option.ts';
import { resultsTable } from './results/results-table.ts';

/** Each search option and the workspace call it makes. */
const KINDS = {
  keyword: { flag: '--keyword', search: 'byKeyword' },
  speaker: { flag: '--speaker', search: 'bySpeaker' },
  sentence: { flag: '--sentence', search: 'bySentence' },
  oa: { flag: '--oa', search: 'byOa' },
  file: { flag: '--file', search: 'byFileName' },
} as const;
type Kind = keyof typeof KINDS;
const KIND_FLAGS = Object.values(KINDS).map((kind) => kind.flag);

const searchOptions = globalOptions.extend({
  keyword: z.string().optional(),
  speaker: z.string().optional(),
  sentence: z.string().optional(),
  oa: z.string().optional(),
  file: z.string().optional(),
  limit: limitOption,
});

/** A table cell holds this much of a segment's text; --json has all of it. */
const TEXT_CELL_CHARS = 80;

export const search = new Command('search')
  .description('search your results: segments by keyword, speaker, text or analysis label, or results by file name')
  .option('--keyword <word>', "segments whose keywords or text contain the word")
  .option('--speaker <name>', 'segments of a speaker (S1, S2, ... or a renamed one)')
  .option('--sentence <text>', 'full-text search over segment text (words, prefix*, "a phrase")')
  .option('--oa <label>', 'segments with an analysis label: positive, negative or neutral')
  .option('--file <name>', 'results whose file name contains the text')
  .option('--limit <n>', 'at most this many hits, 1-500', '50')
  .action(async (_options, command: Command) => {
    const options = parseOptions(searchOptions, command);
    const given = (Object.keys(KINDS) as Kind[]).filter((kind) => options[kind] !== undefined);
    if (given.length !== 1) throw new CliError(EXIT_CODES.USAGE, `Give exactly one of ${KIND_FLAGS.join(', ')}.`);
    const kind = given[0]!;
    const text = options[kind]!;
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const workspace = createWorkspaceClient(host.http);
    const page = { limit: options.limit };
    const what = `Searching for ${KINDS[kind].flag} ${JSON.stringify(text)}`;

    if (kind === 'file') {
      const results = await host.request(what, () => workspace.byFileName(text, page));
      printResult(options.json, results, () => resultsTable(results));
      return;
    }
    const hits = await host.request(what, () => workspace[KINDS[kind].search](text, page));
    printResult(options.json, hits, () => hitsTable(hits));
  });

function hitsTable(hits: readonly SegmentHit[]): string[] {
  if (!hits.length) return ['No hits.'];
  return formatTable(
    ['FILE', 'TIME', 'SPEAKER', 'TEXT', 'KEYWORDS', 'PROCESS ID'],
    hits.map((hit) => [
      hit.fn,
      formatClock(hit.start),
      hit.spk,
      hit.sent.length > TEXT_CELL_CHARS ? `${hit.sent.slice(0, TEXT_CELL_CHARS - 1)}…` : hit.sent,
      hit.kw.join(', '),
      hit.processId,
    ]),
  );
}
