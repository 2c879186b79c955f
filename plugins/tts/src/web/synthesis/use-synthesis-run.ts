import { useQueryClient } from '@tanstack/react-query';
import { useJobRun } from '@speechdeck/core/web';
import type { AudioFormat, SynthesisRequest } from '../../contract/tts-api.ts';
import { synthesisPollEvery } from '../api/get-synthesis.ts';
import { useSynthesisAudio } from '../api/get-synthesis-audio.ts';
import { ttsKeys } from '../api/query-keys.ts';
import type { VoiceSettings } from '../options/voice-settings.ts';
import { useTtsClient } from '../use-tts-client.ts';

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
 * One synthesis from the page, short text or long alike (core's useJobRun): queued (POST
 * /api/tts/synthesizeQueue), so that it is stored with an id, shows its progress and joins the
 * recent list at once; its state polled (GET /api/tts/synthesize/{id}), then its audio fetched.
 * A new synthesis replaces the one shown.
 */
export function useSynthesisRun() {
  const tts = useTtsClient();
  const queryClient = useQueryClient();
  const run = useJobRun({
    page: 'tts',
    start: (request: SynthesisRequest) => tts.synthesizeQueue(request),
    jobOf: (queued) => queued.id,
    queryKey: ttsKeys.synthesis,
    read: (id) => tts.synthesis(id),
    pollEvery: synthesisPollEvery,
    // The recent list shows the new job at once, and follows it while it runs.
    onStarted: () => void queryClient.invalidateQueries({ queryKey: ttsKeys.syntheses() }),
  });
  const { id, job } = run;
  const audio = useSynthesisAudio(job?.status === 'done' ? id : null, job?.format ?? 'wav');

  const state = ((): RunStage => {
    if (run.submitting) return { stage: 'queuing' };
    if (run.submitError) return { stage: 'failed', error: run.submitError, jobError: null };
    if (!id) return { stage: 'idle' };
    if (run.pollError) return { stage: 'failed', error: run.pollError, jobError: null };
    if (!job) return { stage: 'job', status: 'queued', progress: 0 };
    if (job.status === 'failed') return { stage: 'failed', error: null, jobError: job.error };
    if (job.status !== 'done') return { stage: 'job', status: job.status, progress: job.progress };
    if (audio.isError) return { stage: 'failed', error: audio.error, jobError: null };
    if (!audio.data) return { stage: 'fetching' };
    return {
      stage: 'done',
      result: { audio: audio.data, fileName: job.fileName, format: job.format, duration: job.duration, synthesisId: id, voice: job.voice },
    };
  })();

  return {
    state,
    running: ['queuing', 'job', 'fetching'].includes(state.stage),
    submit: (next: SpeechRequest) => {
      run.clear();
      run.submit(next);
    },
    reset: run.clear,
  };
}
