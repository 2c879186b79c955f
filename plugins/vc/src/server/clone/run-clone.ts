import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError, scratchName, type ProcessRunner } from '@speechdeck/core/server';
import type { AudioFormat } from '@speechdeck/plugin-tts';
import { cutIntoPieces, encodeAudio, joinWavs } from '@speechdeck/plugin-tts/server';
import type { MatchReport } from '../../contract/vc-api.ts';
import { profileVoice, type ProfileTools } from '../analysis/voice-profile.ts';
import type { ReferenceVoice } from '../reference/reference-voice.ts';
import type { VoiceCloner } from '../engines/voice-cloner.ts';

/** One engine call's text at most: a remote server's limit is often a few hundred characters, and progress moves. */
export const CLONE_PIECE_CHARS = 400;
/** The share of progress the engine's preparation (voice matching's calibration) stands for. */
const PREPARED = 0.2;
const ENCODED = 0.98;

export interface CloneTools extends ProfileTools {
  processes: ProcessRunner;
}

export interface CloneInput {
  engine: VoiceCloner;
  reference: ReferenceVoice;
  text: string;
  language: string;
  format: AudioFormat;
}

export interface CloneOutcome {
  report: MatchReport;
  durationSec: number;
}

const round = (x: number | null, places: number) => (x === null ? null : Math.round(x * 10 ** places) / 10 ** places);

/**
 * Speaks text of any length in the reference's voice into one audio file: the engine readied once,
 * the text cut by sentence and spoken piece by piece, joined, measured for the report (pitch and
 * similarity of the output against the reference) and encoded. The work happens in a scratch folder
 * in `workDir` (swept when a host starts, should this one die mid-way); the file appears at
 * `outPath` only once complete, and nothing else is left behind.
 */
export async function runClone(
  tools: CloneTools,
  { engine, reference, text, language, format }: CloneInput,
  outPath: string,
  { workDir, signal, onProgress }: { workDir: string; signal?: AbortSignal; onProgress?(fraction: number): void },
): Promise<CloneOutcome> {
  const pieces = cutIntoPieces(text, CLONE_PIECE_CHARS);
  if (pieces.length === 0) throw new HttpError(400, 'There is no text to say.', { text: 'Enter the text to say.' });
  const scratch = join(workDir, scratchName('clone'));
  await mkdir(scratch, { recursive: true });
  try {
    const voice = await engine.prepare({ reference, language, sample: pieces[0]!, workDir: scratch, signal });
    onProgress?.(PREPARED);
    const wavs: string[] = [];
    for (const [i, piece] of pieces.entries()) {
      signal?.throwIfAborted();
      const wav = join(scratch, `piece-${i}.wav`);
      await voice.speak(piece, wav, { signal });
      wavs.push(wav);
      onProgress?.(PREPARED + ((ENCODED - PREPARED) * (i + 1)) / pieces.length);
    }
    const joined = join(scratch, 'joined.wav');
    const { durationSec } = await joinWavs(wavs, joined);
    const output = await profileVoice(tools, joined, signal);
    const report: MatchReport = {
      engine: engine.id,
      baseVoice: voice.baseVoice,
      referencePitchHz: round(reference.measures.pitchHz, 1),
      outputPitchHz: round(output.measures.pitchHz, 1),
      similarity: round(tools.embedder.similarity(reference.embedding, output.embedding), 4),
      unmatchedSimilarity: voice.unmatchedSimilarity,
    };
    const encoded = join(scratch, `audio.${format}`);
    await encodeAudio(tools.processes, joined, format, encoded, { signal });
    await rename(encoded, outPath);
    onProgress?.(1);
    return { report, durationSec };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
