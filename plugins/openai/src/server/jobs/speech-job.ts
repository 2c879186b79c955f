import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { scratchName, type JobQueue, type MediaStorage, type ProcessRunner } from '@speechdeck/core/server';
import { runFfmpegOnWav, type SpeechSynthesizer } from '@speechdeck/engines/synthesis';
import { synthesizeText } from '@speechdeck/plugin-tts/server';
import { SPEECH_FORMATS } from '../../contract/openai-api.ts';
import { outputArgs } from '../speech/speech-encoding.ts';

export const SPEECH_JOB = 'openai.speech';

/** The text and voice as the route checked them, and the key the audio is stored under until sent. */
export const speechPayload = z.object({
  text: z.string().min(1),
  language: z.string(),
  voice: z.string(),
  rate: z.number(),
  pitch: z.number(),
  tempo: z.number().positive(),
  format: z.enum(SPEECH_FORMATS),
  outKey: z.string().min(1),
});
export type SpeechPayload = z.input<typeof speechPayload>;

export interface SpeechDeps {
  jobs: JobQueue;
  media: MediaStorage;
  processes: ProcessRunner;
  synthesizer: SpeechSynthesizer;
}

/**
 * Synthesis as tts does it (text cut by sentence, pieces joined: tts's synthesizeText, as WAV),
 * then ffmpeg to OpenAI's format at the speed asked for; run where the queue runs calls, in one
 * of its slots. The audio is stored under `outKey` whole or not at all.
 */
export function defineSpeechJob(deps: SpeechDeps): void {
  deps.jobs.define({
    kind: SPEECH_JOB,
    payload: speechPayload,
    run: async ({ outKey, tempo, format, ...input }, { signal, userId }): Promise<{ durationSec: number }> => {
      const scratch = join(deps.media.workDir(userId), scratchName('speech'));
      await mkdir(scratch, { recursive: true });
      try {
        const wav = join(scratch, 'speech.wav');
        // synthesizeText stores what it made through `put`: here it only lands in this scratch folder.
        const local = { put: (_key: string, path: string) => rename(path, wav) };
        const { durationSec } = await synthesizeText({ ...deps, media: local }, { ...input, format: 'wav' }, 'local', { workDir: scratch, signal });
        const encoded = join(scratch, `speech.${format}`);
        await runFfmpegOnWav(deps.processes, wav, outputArgs(format, tempo), encoded, { signal, failure: `The audio could not be encoded as ${format}.` });
        await deps.media.put(outKey, encoded);
        return { durationSec: durationSec / tempo };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  });
}
