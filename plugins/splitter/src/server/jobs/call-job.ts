import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { BadMediaError, HttpError, scratchName, type TrackedJobKind, type TrackedRun } from '@speechdeck/core/server';
import type { Transcript } from '@speechdeck/engines/recognition';
import { extractKeywords } from '@speechdeck/plugin-stt/server';
import { CHANNEL_SIDES } from '../../contract/splitter-api.ts';
import { MONO_MESSAGE } from '../split/recording-channels.ts';
import type { SplitterDeps } from '../splitter-deps.ts';
import type { StoredCall } from '../store/call-store.ts';
import { mergeChannels, type ChannelTranscript } from '../call/merge-channels.ts';
import { saveCall, type RecognizedCall } from './save-call.ts';

export const CALL_JOB = 'splitter.recognize';

const callJobPayload = z.object({ callId: z.string().min(1) });

export type CallJobs = TrackedJobKind<z.input<typeof callJobPayload>>;

/** The tracked job's id of a call. */
export const callJobId = (callId: string) => `${CALL_JOB}/${callId}`;

/** What the user reads of a failed call recognition: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
const failureText = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The call recognition failed on the host; try again, or tell its operator.';

/** Of the progress bar: splitting the recording, then each channel's recognition in turn. */
const SPLIT_SHARE = 0.1;

type CallDeps = Pick<SplitterDeps, 'calls' | 'media' | 'audio' | 'asr' | 'punctuator' | 'results' | 'logger'>;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Splits the call into 16 kHz mono channels (one ffmpeg pass) and recognizes each separately with
 * the language's recognizer, one after the other (a call takes one of the queue's slots, as any
 * recognition does); then merges them by time with the channel names as speakers.
 */
async function recognizeChannels(deps: CallDeps, call: StoredCall, signal: AbortSignal, progress: (fraction: number) => void): Promise<RecognizedCall> {
  const engine = deps.asr.forLanguage(call.language);
  const scratch = join(deps.media.workDir(call.userId), scratchName('call'));
  try {
    const wavs = await deps.media.withLocal(call.mediaKey, (recording) => deps.audio.splitChannels(recording, scratch, { signal }), { signal });
    if (wavs.length < 2) throw new BadMediaError(MONO_MESSAGE, 400);
    progress(SPLIT_SHARE);
    const transcripts: (ChannelTranscript & { transcript: Transcript })[] = [];
    for (const [channel, name] of call.channels.entries()) {
      const transcript = await engine.transcribe(wavs[channel]!, {
        language: call.language,
        signal,
        onProgress: (fraction) => progress(SPLIT_SHARE + ((1 - SPLIT_SHARE) * (channel + fraction)) / call.channels.length),
      });
      transcripts.push({ name, transcript });
    }
    const sides = call.channels.map((name, channel) => `'${name}' on channel ${channel} (${CHANNEL_SIDES[channel]})`).join(', ');
    const notes = [
      `A call recording, each channel recognized on its own: ${sides}.`,
      ...(wavs.length > call.channels.length ? [`The recording has ${wavs.length} channels: only the first ${call.channels.length} were recognized.`] : []),
      ...transcripts.filter((t) => t.transcript.notice).map((t) => `${t.name}: ${t.transcript.notice}`),
    ];
    // Whisper and OpenAI-compatible servers write cased, punctuated text: the punctuator's rules are for bare words.
    const punctuate = call.punct && !transcripts.every((t) => t.transcript.punctuated);
    const segments = mergeChannels(transcripts, punctuate ? (text) => deps.punctuator.punctuateText(text) : undefined);
    // Keywords as recognition finds them, so the workspace's keyword views cover calls too.
    const keywords = extractKeywords(segments, call.language);
    return {
      duration: round(Math.max(...transcripts.map((t) => t.transcript.durationSec))),
      engine: transcripts[0]!.transcript.engine,
      segments: segments.map((segment, i) => ({ ...segment, kw: keywords[i] ?? [] })),
      notes,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Runs one stored call recognition and saves its transcript to the workspace. */
async function recognizeStoredCall(deps: CallDeps, id: string, run: TrackedRun): Promise<void> {
  const call = await deps.calls.get(id);
  if (!call) return;
  const recognized = await recognizeChannels(deps, call, run.signal, run.progress);
  run.signal.throwIfAborted();
  await deps.calls.complete(id, await saveCall(deps, call, recognized));
}

/** A failed call's recording is removed, as nothing will use it. */
async function releaseRecording({ calls, media }: Pick<CallDeps, 'calls' | 'media'>, id: string): Promise<void> {
  const call = await calls.get(id);
  if (call) await media.remove(call.mediaKey).catch(() => {});
}

/** The queued call recognition, as a tracked job: the platform keeps its life, the store which workspace result it became. */
export function defineCallJob(deps: CallDeps & Pick<SplitterDeps, 'jobs'>): CallJobs {
  return deps.jobs.track({
    kind: CALL_JOB,
    payload: callJobPayload,
    failureText,
    run: ({ callId }, run) => recognizeStoredCall(deps, callId, run),
    onFailed: ({ callId }) => releaseRecording(deps, callId),
  });
}
