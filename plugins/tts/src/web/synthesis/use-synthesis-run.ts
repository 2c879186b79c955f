import { useForgetGoneJob, useKeptJob } from '@speechdeck/core/web';
import type { AudioFormat } from '../../contract/tts-api.ts';
import { useQueueSynthesis } from '../api/queue-synthesis.ts';
import { useSynthesis } from '../api/get-synthesis.ts';
import { useSynthesisAudio } from '../api/get-synthesis-audio.ts';
import { isFinished } from '../api/synthesis-status.ts';
import type { VoiceSettings } from '../options/voice-settings.ts';

/** What the page asks for: the text and every setting of the pickers. */
export type SpeechRequest = VoiceSettings & { text: string };

/** A stored synthesis to listen to, save and send. */
export interface FinishedSynthesis {
  audio: Blob;
  fileName: string;
  format: AudioFormat;
  /** Seconds, as the host measured them. */
  duration: number | null;
  /** The stored synthesis, which the e-mail attaches. */
  synthesisId: string;
  /** The voice it was said in, as the host chose it. */
  voice: string;
}

/** Where a run is: sending the text, queued or running as a job (with its progress), fetching the audio of a finished job, done, or failed. */
export type RunStage =
  | { stage: 'idle' }
  | { stage: 'queuing' }
  | { stage: 'job'; status: 'queued' | 'running'; progress: number }
  | { stage: 'fetching' }
  | { stage: 'done'; result: FinishedSynthesis }
  | { stage: 'failed'; error: unknown; jobError: string | null };

/**
 * One synthesis from the page, short text or long alike: queued (synthesizeQueue), so that it is
 * stored with an id, shows its progress and joins the recent list; its state polled, then its
 * audio fetched. The job is kept for the user (core's useKeptJob): back on the page, it shows
 * again with its progress or its result.
 */
export function useSynthesisRun() {
  const queue = useQueueSynthesis();
  const [jobId, setJobId] = useKeptJob('tts');
  const job = useSynthesis(jobId);
  useForgetGoneJob(job.error, setJobId);
  const jobDone = job.data?.status === 'done';
  const audio = useSynthesisAudio(jobDone ? jobId : null, job.data?.format ?? 'wav');

  const state = ((): RunStage => {
    if (queue.isPending) return { stage: 'queuing' };
    if (queue.isError) return { stage: 'failed', error: queue.error, jobError: null };
    if (!jobId) return { stage: 'idle' };
    if (job.isError) return { stage: 'failed', error: job.error, jobError: null };
    if (!job.data) return { stage: 'job', status: 'queued', progress: 0 };
    if (job.data.status === 'failed') return { stage: 'failed', error: null, jobError: job.data.error };
    if (!isFinished(job.data)) return { stage: 'job', status: job.data.status as 'queued' | 'running', progress: job.data.progress };
    if (audio.isError) return { stage: 'failed', error: audio.error, jobError: null };
    if (!audio.data) return { stage: 'fetching' };
    return {
      stage: 'done',
      result: { audio: audio.data, fileName: job.data.fileName, format: job.data.format, duration: job.data.duration, synthesisId: jobId, voice: job.data.voice },
    };
  })();

  const reset = () => {
    queue.reset();
    setJobId(null);
  };

  return {
    state,
    running: ['queuing', 'job', 'fetching'].includes(state.stage),
    submit: (next: SpeechRequest) => {
      reset();
      queue.mutate(next, { onSuccess: ({ id }) => setJobId(id) });
    },
    reset,
  };
}
