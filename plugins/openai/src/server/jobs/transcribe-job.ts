import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '@speechdeck/core';
import { scratchName, type AudioTools, type JobQueue, type MediaStorage, type TrackedJobKind } from '@speechdeck/core/server';
import type { AsrEngines } from '@speechdeck/engines/recognition';
import type { Diarizer, SpeakerEmbedder } from '@speechdeck/engines/speaker';
import type { SpeakerNamer } from '@speechdeck/plugin-speaker/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import { labelSpeakers } from '../transcriptions/speaker-labels.ts';
import { segmentsBySpeaker, type SpokenSegment } from '../transcriptions/speaker-segments.ts';
import { workspaceSegments } from '../transcriptions/transcription-answers.ts';

export const TRANSCRIBE_JOB = 'openai.transcribe';

/** What the route checked and stored; media by key, since a worker elsewhere may run it. */
export const transcribePayload = z.object({
  mediaKey: z.string().min(1),
  language: z.string(),
  engine: z.string().optional(),
  prompt: z.string().optional(),
  diarize: z.boolean(),
  known: z.array(z.object({ name: z.string(), clipKeys: z.array(z.string()).min(1) })),
  /** The workspace result it is saved to, unless the form said `store=false`. */
  saveAs: z.string().optional(),
});
export type TranscribePayload = z.input<typeof transcribePayload>;

export interface Transcription {
  language: string;
  duration: number;
  engine: string;
  segments: SpokenSegment[];
  notes: string[];
}

export type Transcriptions = TrackedJobKind<TranscribePayload, Transcription>;

/** The tracked job of one transcription: unique across users, as the platform's ids are. */
export const transcribeJobId = (userId: number, processId: string) => `${TRANSCRIBE_JOB}/${userId}/${processId}`;

export interface TranscribeDeps {
  jobs: JobQueue;
  results: ResultsStore;
  media: MediaStorage;
  audio: AudioTools;
  asr: AsrEngines;
  diarizer: Diarizer;
  embedder: SpeakerEmbedder;
  namer: SpeakerNamer;
}

/**
 * The transcription, run where the queue runs calls (a slot shared with every synchronous
 * recognition): the media as 16 kHz mono, the recognizer, then for the diarizing model the
 * diarizer and the speakers' labels. The prompt reaches the engine as its vocabulary (Whisper's
 * hotwords, an OpenAI-compatible server's prompt).
 */
export function defineTranscribeJob(deps: TranscribeDeps): Transcriptions {
  return deps.jobs.track({
    kind: TRANSCRIBE_JOB,
    payload: transcribePayload,
    // An engine's own words say what went wrong with the file (a saved result always showed them).
    failureText: errorMessage,
    run: async (payload, { signal, userId }): Promise<Transcription> => {
      const scratch = join(deps.media.workDir(userId), scratchName('recognize'));
      await mkdir(scratch, { recursive: true });
      try {
        const wav = join(scratch, 'audio.wav');
        const { durationSec } = await deps.media.withLocal(payload.mediaKey, (path) => deps.audio.toWav16kMono(path, wav, { signal }), { signal });
        const engine = deps.asr.forLanguage(payload.language, payload.engine);
        const vocabulary = payload.prompt ? { terms: [payload.prompt] } : undefined;
        const transcript = await engine.transcribe(wav, { language: payload.language, signal, vocabulary });
        const notes = transcript.notice ? [transcript.notice] : [];
        let segments: SpokenSegment[] = transcript.segments.map((segment) => ({ ...segment, speaker: null }));
        if (payload.diarize && segments.length > 0) {
          const { turns } = await deps.diarizer.diarize(wav, { signal });
          const labelled = await labelSpeakers(deps, userId, wav, turns, payload.known, signal);
          segments = segmentsBySpeaker(transcript.segments, labelled);
        }
        const transcription = { language: transcript.language, duration: Math.round(durationSec * 1000) / 1000, engine: transcript.engine, segments, notes };
        if (payload.saveAs) await deps.results.complete(userId, payload.saveAs, { ...transcription, segments: workspaceSegments(transcription) });
        return transcription;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  });
}
