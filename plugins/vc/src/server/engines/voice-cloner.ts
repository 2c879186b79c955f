import type { z } from 'zod';
import type { vcEngine } from '../../contract/vc-api.ts';
import type { ReferenceVoice } from '../reference/reference-voice.ts';

export type VcEngineId = z.infer<typeof vcEngine>['id'];

/** What an engine is given once per clone, before the text is spoken piece by piece. */
export interface PrepareInput {
  reference: ReferenceVoice;
  language: string;
  /** The start of the text (its first piece): engines that calibrate do it on the words they will speak. */
  sample: string;
  /** A folder of the clone's own, removed when it ends. */
  workDir: string;
  signal?: AbortSignal;
}

/** An engine readied for one reference: speaks pieces of text in that voice. */
export interface PreparedVoice {
  /** The offline voice the text is synthesized with (voice matching), or null. */
  baseVoice: string | null;
  /** Similarity to the reference of the language's unmatched default voice saying the sample; null when the engine has none. */
  unmatchedSimilarity: number | null;
  /** Writes one piece of text as a 16 kHz mono WAV. */
  speak(text: string, outWav: string, options: { signal?: AbortSignal }): Promise<void>;
}

/** A cloning engine: voice matching (offline) or a remote cloning server. */
export interface VoiceCloner {
  readonly id: VcEngineId;
  /** What the page shows, e.g. 'Voice matching (offline)'. */
  readonly name: string;
  prepare(input: PrepareInput): Promise<PreparedVoice>;
}
