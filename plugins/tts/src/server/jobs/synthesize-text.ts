import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { scratchName, type MediaStorage, type ProcessRunner } from '@speechdeck/core/server';
import type { AudioFormat, Voice } from '../../contract/tts-api.ts';
import { encodeAudio } from '../audio/encode-audio.ts';
import { joinWavs } from '../audio/join-wavs.ts';
import type { SpeechSynthesizer, SynthesisInput } from '@speechdeck/engines/synthesis';
import { cutIntoPieces } from '../text/sentences.ts';

/** One engine call's text at most: short enough that progress moves and a stop takes effect soon. */
export const PIECE_MAX_CHARS = 500;

export interface SynthesizedAudio {
  voice: Voice;
  durationSec: number;
  bytes: number;
}

/**
 * Synthesizes text of any length into one stored audio file: cut by sentence, each piece
 * synthesized in turn, the pieces joined and encoded. The work happens in a scratch folder of
 * `workDir` (this node's; its name is swept when a host starts, should this one die mid-way) and
 * the file is stored under `outKey` only once complete; nothing is left behind on failure or abort.
 */
export async function synthesizeText(
  { synthesizer, processes, media }: { synthesizer: SpeechSynthesizer; processes: ProcessRunner; media: Pick<MediaStorage, 'put'> },
  input: SynthesisInput & { format: AudioFormat },
  outKey: string,
  { workDir, signal, onProgress }: { workDir: string; signal?: AbortSignal; onProgress?(fraction: number): void },
): Promise<SynthesizedAudio> {
  const pieces = cutIntoPieces(input.text, PIECE_MAX_CHARS);
  const scratch = join(workDir, scratchName('synthesis'));
  await mkdir(scratch, { recursive: true });
  try {
    const wavs: string[] = [];
    let voice: Voice | undefined;
    for (const [i, text] of pieces.entries()) {
      signal?.throwIfAborted();
      const wav = join(scratch, `piece-${i}.wav`);
      ({ voice } = await synthesizer.synthesize({ ...input, text }, wav, { signal }));
      wavs.push(wav);
      onProgress?.((i + 1) / pieces.length);
    }
    if (!voice) throw new Error('cutIntoPieces answered no piece for a non-empty text');
    signal?.throwIfAborted();
    const joined = join(scratch, 'joined.wav');
    // joinWavs's own pause: the engines' silence around a piece plus it is a pause between sentences.
    const { durationSec } = await joinWavs(wavs, joined);
    const encoded = join(scratch, `audio.${input.format}`);
    await encodeAudio(processes, joined, input.format, encoded, { signal });
    const { size } = await stat(encoded);
    await media.put(outKey, encoded);
    return { voice, durationSec, bytes: size };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
