import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { scratchName, type AudioTools, type JobQueue, type MediaStorage } from '@speechdeck/core/server';
import type { AsrEngines } from '@speechdeck/engines/recognition';
import type { Diarizer, SpeakerEmbedder } from '@speechdeck/engines/speaker';
import type { SpeakerNamer } from '@speechdeck/plugin-speaker/server';
import { labelSpeakers } from './speaker-labels.ts';
import { segmentsBySpeaker, type SpokenSegment } from './speaker-segments.ts';

export const TRANSCRIBE_JOB = 'openai.transcribe';

/** What the route checked and stored; media by key, since a worker elsewhere may run it. */
export const transcribePayload = z.object({
  mediaKey: z.string().min(1),
  language: z.string(),
  engine: z.string().optional(),
  prompt: z.string().optional(),
  diarize: z.boolean(),
  known: z.array(z.object({ name: z.string(), clipKeys: z.array(z.string()).min(1) })),
});
export type TranscribePayload = z.input<typeof transcribePayload>;

export interface Transcription {
  language: string;
  duration: number;
  engine: string;
  segments: SpokenSegment[];
  notes: string[];
}

export interface TranscribeDeps {
  jobs: JobQueue;
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
export function defineTranscribeJob(deps: TranscribeDeps): void {
  deps.jobs.define({
    kind: TRANSCRIBE_JOB,
    payload: transcribePayload,
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
        return { language: transcript.language, duration: Math.round(durationSec * 1000) / 1000, engine: transcript.engine, segments, notes };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  });
}
