import { useJobRun } from '@speechdeck/core/web';
import { isSpotResult } from '../../contract/kws-api.ts';
import { kwsKeys } from '../api/query-keys.ts';
import { useKwsClient } from '../api/use-kws-client.ts';
import { keywordsParameter, type KeywordChip } from './keyword-chips.ts';
import type { SpotSource } from './spot-source.ts';

export interface SpotRequest {
  source: SpotSource;
  chips: readonly KeywordChip[];
  language: string;
}

/**
 * One spotting from the page (core's useJobRun): the recording sent with its upload's progress (or
 * a workspace result named), then the hits at once, or for a long recording its job (GET
 * /api/kws/spot/{id}) followed until done. Each run keeps the source it was made from, so the result
 * plays what was searched even if the form changed; a job kept from before this visit is named as
 * the job names what it searched. A new spotting replaces the one shown.
 */
export function useSpotRun() {
  const kws = useKwsClient();
  const run = useJobRun({
    page: 'kws-spot',
    start: async ({ source, chips, language }: SpotRequest, { sendFile }) => {
      const form = new FormData();
      const query = { keywords: keywordsParameter(chips), language, ...(source.kind === 'result' ? { processId: source.processId } : {}) };
      if (source.kind !== 'recording') return { source, answer: await kws.spot(form, query) };
      const { file } = source.recording;
      form.append('file', file, file.name);
      return { source, answer: await sendFile(file.size, (call) => kws.spot(form, query, call)) };
    },
    jobOf: ({ answer }) => (isSpotResult(answer) ? null : answer.id),
    queryKey: kwsKeys.spot,
    read: (id) => kws.spotJob(id),
  });

  const shown = run.answered;
  const job = run.job;
  const source: SpotSource | null = shown?.source ?? (job ? { kind: 'kept', fn: job.fileName, processId: job.processId } : null);
  return {
    ...run,
    submit: (request: SpotRequest) => {
      run.clear();
      run.submit(request);
    },
    result: (shown && isSpotResult(shown.answer) ? shown.answer : null) ?? (job?.status === 'done' ? job : null),
    source,
    /** A job kept from before this visit (a reload, Back, a new login): there is no upload to name it. */
    kept: !shown && source !== null,
  };
}
