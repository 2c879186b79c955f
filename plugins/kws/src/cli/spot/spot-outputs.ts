import { readFile } from 'node:fs/promises';
import { writeFileAtomic, type OutputPaths, type PlannedFile } from '@speechdeck/core/cli';
import { hitsCsv, type KeywordRequest, type SpotResult } from '../../index.ts';
import type { SpotFormat } from './kws-options.ts';

/** What a file's outputs were made for: another set of keywords makes them stale. */
export interface SpotAsked {
  keywords: KeywordRequest[];
  language: string;
}

/** The JSON output: the host's answer, and what was asked (to tell on a rerun whether it still holds). */
export interface SpotOutput extends SpotResult {
  file: string;
  asked: SpotAsked;
}

/** Outputs are named by what they hold: `a.wav.kws.json`, never a recognition's `a.wav.json`. */
export const outputFormats = (formats: readonly SpotFormat[]) => formats.map((format) => `kws.${format}` as const);
export type OutputFormat = ReturnType<typeof outputFormats>[number];

function formatOutput(output: SpotOutput, format: OutputFormat): string {
  return format === 'kws.json' ? `${JSON.stringify(output, null, 2)}\n` : hitsCsv(output.hits);
}

/** Each output is written whole or not at all, so an output that exists marks the file done on a rerun. */
export async function writeSpotOutputs(output: SpotOutput, paths: OutputPaths<OutputFormat>): Promise<void> {
  await Promise.all((Object.entries(paths) as [OutputFormat, string][]).map(([format, path]) => writeFileAtomic(path, formatOutput(output, format))));
}

const sameAsked = (a: SpotAsked, b: SpotAsked) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Of the files whose outputs exist, those spotted for the same keywords, thresholds and language
 * (their JSON says; without one, the CSV alone cannot tell, so they are done again).
 */
export async function stillDone(plans: readonly PlannedFile<OutputFormat>[], asked: SpotAsked): Promise<{ done: PlannedFile<OutputFormat>[]; stale: PlannedFile<OutputFormat>[] }> {
  const checked = await Promise.all(plans.map(async (plan) => {
    const json = plan.paths['kws.json'];
    const previous = json ? await readFile(json, 'utf8').then((text) => (JSON.parse(text) as Partial<SpotOutput>).asked, () => undefined) : undefined;
    return { plan, same: previous !== undefined && sameAsked(previous, asked) };
  }));
  return { done: checked.filter((c) => c.same).map((c) => c.plan), stale: checked.filter((c) => !c.same).map((c) => c.plan) };
}
