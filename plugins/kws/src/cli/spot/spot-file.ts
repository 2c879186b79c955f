import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { describeError, EXIT_CODES, followJob, type DescribedError, type InputFile, type OutputPaths } from '@speechdeck/core/cli';
import { isSpotResult, type KwsClient, type SpotJob, type SpotResult } from '../../index.ts';
import { writeSpotOutputs, type OutputFormat, type SpotAsked, type SpotOutput } from './spot-outputs.ts';

export type SpotOutcome = { status: 'ok'; output: SpotOutput } | { status: 'failed'; error: DescribedError };

const resultOf = ({ hits, keywords, language, duration, fileName, processId }: SpotJob): SpotResult => ({ hits, keywords, language, duration, fileName, processId });

/**
 * Uploads one file to be searched, waits for a long one's job, and writes its outputs; never
 * throws, so one bad file never stops a batch.
 */
export async function spotFile(kws: KwsClient, file: InputFile, paths: OutputPaths<OutputFormat>, asked: SpotAsked, phase: (text: string) => void): Promise<SpotOutcome> {
  try {
    phase('uploading');
    const form = new FormData();
    form.append('file', await openAsBlob(file.path), basename(file.path));
    const answer = await kws.spot(form, { keywords: JSON.stringify(asked.keywords), language: asked.language });
    // A recording over a minute is a job on the host.
    const job = isSpotResult(answer) ? undefined : await followJob(() => kws.spotJob(answer.id), phase);
    if (job?.status === 'failed') return { status: 'failed', error: { exitCode: EXIT_CODES.FAILURE, message: job.error ?? 'The keyword spotting failed on the host.' } };
    const result: SpotResult = job ? resultOf(job) : (answer as SpotResult);
    phase('saving');
    const output = { file: file.shown, asked, ...result };
    await writeSpotOutputs(output, paths);
    return { status: 'ok', output };
  } catch (error) {
    return { status: 'failed', error: describeError(error) };
  }
}
