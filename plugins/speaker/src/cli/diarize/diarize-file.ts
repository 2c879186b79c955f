import { type DescribedError, describeError, EXIT_CODES, followJob, type InputFile, type OutputPaths } from '@speechdeck/core/cli';
import type { SpeakerAnalysis, SvClient } from '../../index.ts';
import { uploadForm } from '../shared/upload-form.ts';
import { writeAnalysisOutputs } from './analysis-outputs.ts';
import type { AnalysisFormat } from './diarize-options.ts';

export interface DiarizeContext {
  sv: SvClient;
  track: boolean;
  speakers?: number;
  /** Leave the analyses stored on the host (the analyzer page lists them) instead of deleting them once written. */
  keep: boolean;
  /** Ids of the analyses in flight, for a second Ctrl+C to delete. */
  inFlight: Set<string>;
}

export type DiarizeOutcome =
  | { status: 'ok'; analysis: SpeakerAnalysis; kept: boolean }
  | { status: 'failed'; error: DescribedError; analysisId?: string; kept?: boolean };

/**
 * Uploads one file for a diarization (or a tracking), waits for it, writes its outputs and then
 * deletes it from the host unless --keep; never throws, so one bad file never stops a batch.
 */
export async function diarizeFile(file: InputFile, paths: OutputPaths<AnalysisFormat>, context: DiarizeContext, phase: (text: string) => void): Promise<DiarizeOutcome> {
  const { sv, track } = context;
  let analysisId: string | undefined;
  try {
    phase('uploading');
    const form = await uploadForm(file);
    const query = context.speakers === undefined ? {} : { speakers: context.speakers };
    const id = (await (track ? sv.track(form, query) : sv.diarize(form, query))).id;
    analysisId = id;
    context.inFlight.add(id);
    const analysis = await followJob(() => (track ? sv.tracking(id) : sv.diarization(id)), phase);
    if (analysis.status === 'failed') {
      const message = analysis.error ?? `The ${track ? 'tracking' : 'diarization'} failed on the host.`;
      return { status: 'failed', analysisId: id, error: { exitCode: EXIT_CODES.FAILURE, message }, kept: await settle(context, id) };
    }
    phase('saving');
    await writeAnalysisOutputs(analysis, paths, file);
    return { status: 'ok', analysis, kept: await settle(context, id) };
  } catch (error) {
    return { status: 'failed', error: describeError(error), ...(analysisId ? { analysisId, kept: await settle(context, analysisId) } : {}) };
  }
}

/**
 * An analysis is over for the CLI: deleted from the host unless --keep. Never throws; one that
 * cannot be deleted (the host went away) answers kept, so the report names it for the user to find.
 */
async function settle(context: DiarizeContext, id: string): Promise<boolean> {
  context.inFlight.delete(id);
  if (context.keep) return true;
  return context.sv.deleteAnalysis(id).then(
    () => false,
    () => true,
  );
}
