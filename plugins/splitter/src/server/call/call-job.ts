import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { BadMediaError, progressWrites, scratchName } from '@speechdeck/core/server';
import type { Transcript } from '@speechdeck/engines/recognition';
import { extractKeywords } from '@speechdeck/plugin-stt/server';
import { CHANNEL_SIDES } from '../../contract/splitter-api.ts';
import { MONO_MESSAGE } from '../split/recording-channels.ts';
import type { SplitterDeps } from '../splitter-deps.ts';
import type { StoredCall } from '../store/call-store.ts';
import { failureMessage } from './failure-message.ts';
import { mergeChannels, type ChannelTranscript } from './merge-channels.ts';
import { saveCall, type RecognizedCall } from './save-call.ts';

export const CALL_JOB = 'splitter.recognize';

const callJobPayload = z.object({ callId: z.string().min(1) });

/** The queue's id of a call's job. */
export const callJobId = (callId: string) => `${CALL_JOB}/${callId}`;

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

/**
 * Runs one stored call recognition and saves its transcript to the workspace. An abort (shutdown,
 * lost lease) puts it back to 'queued' and propagates, as does a failure, for the queue to record.
 */
export async function recognizeStoredCall(deps: CallDeps, id: string, signal: AbortSignal): Promise<void> {
  const { calls } = deps;
  const call = await calls.get(id);
  if (!call || call.status === 'done') return;
  await calls.setStatus(id, { status: 'running', progress: 0, error: null });
  const progress = progressWrites((fraction) => calls.setStatus(id, { status: 'running', progress: Math.min(0.99, fraction) }), { logger: deps.logger });
  try {
    const recognized = await recognizeChannels(deps, call, signal, progress.report);
    await progress.settle();
    signal.throwIfAborted();
    await calls.complete(id, await saveCall(deps, call, recognized));
  } catch (error) {
    await progress.settle();
    if (signal.aborted) await calls.setStatus(id, { status: 'queued', progress: 0 });
    throw error;
  }
}

/**
 * The queued call recognition. The row shows the job's one state: running while it runs, back to
 * queued while a retry waits, failed with the reason once the queue gives up; a failed call's
 * recording is removed then, as nothing will use it.
 */
export function defineCallJob(deps: CallDeps & Pick<SplitterDeps, 'jobs'>): void {
  deps.jobs.define({
    kind: CALL_JOB,
    payload: callJobPayload,
    run: ({ callId }, { signal }) => recognizeStoredCall(deps, callId, signal),
    onFailure: async ({ callId }, { error, final }) => {
      if (!final) return deps.calls.setStatus(callId, { status: 'queued', progress: 0, error: null });
      await deps.calls.setStatus(callId, { status: 'failed', error: failureMessage(error) });
      const call = await deps.calls.get(callId);
      if (call) await deps.media.remove(call.mediaKey).catch(() => {});
    },
  });
}
