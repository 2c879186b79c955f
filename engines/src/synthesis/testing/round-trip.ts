import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AudioTools, ProcessRunner } from '@speechdeck/core/server';
import { DEBIAN_POCKETSPHINX } from '../../recognition/pocketsphinx-engine.ts';
import { wordErrorRate } from '../../scoring/word-error-rate.ts';
import type { SpeechSynthesizer } from '../synthesizer.ts';

/**
 * What the round trip runs pocketsphinx and ffmpeg with: the test kit's process runner and audio
 * tools, passed in by the tests and benches (test support in the engine layer does not import the kit).
 */
export interface RoundTripTools {
  processes: ProcessRunner;
  audio: AudioTools;
}

export interface WordErrors {
  errors: number;
  words: number;
}

export const percent = ({ errors, words }: WordErrors) => `${((100 * errors) / words).toFixed(1)} %`;

/** The host's embedded recognizer as the stt plugin runs it: Debian's pocketsphinx and en-us model, noise removal on. */
async function recognize(processes: ProcessRunner, wav16k: string): Promise<string> {
  const { bin, hmm, lm, dict } = DEBIAN_POCKETSPHINX;
  const result = await processes.run(bin, ['-infile', wav16k, '-hmm', hmm, '-lm', lm, '-dict', dict, '-remove_noise', 'yes', '-logfn', '/dev/null'], {
    name: 'pocketsphinx',
    installHint: 'apt-get install pocketsphinx pocketsphinx-en-us',
  });
  if (result.exitCode !== 0) throw new Error(`pocketsphinx failed on ${wav16k}`);
  return result.stdout;
}

/** Word errors of pocketsphinx on a 16 kHz copy of each file, against its reference. */
async function scoreFiles(tools: RoundTripTools, items: readonly { file: string; reference: string }[], scratchDir: string): Promise<WordErrors> {
  const total = { errors: 0, words: 0 };
  for (const [i, item] of items.entries()) {
    const wav16k = join(scratchDir, `round-trip-16k-${i}.wav`);
    try {
      await tools.audio.toWav16kMono(item.file, wav16k);
      const { errors, referenceWords } = wordErrorRate(item.reference, await recognize(tools.processes, wav16k));
      total.errors += errors;
      total.words += referenceWords;
    } finally {
      await rm(wav16k, { force: true });
    }
  }
  return total;
}

/**
 * The round trip: texts (the LibriVox transcripts of Debian's pocketsphinx-testdata, or others)
 * synthesized with one voice through our engine code, recognized back by the embedded
 * pocketsphinx, scored against the transcripts; with the seconds of audio made and the seconds the
 * synthesis took.
 */
export async function roundTripErrors(
  tools: RoundTripTools,
  synthesizer: SpeechSynthesizer,
  voice: string,
  scratchDir: string,
  clips: readonly { reference: string }[],
): Promise<WordErrors & { audioSec: number; synthesisSec: number }> {
  const files: { file: string; reference: string }[] = [];
  let audioSec = 0;
  let synthesisSec = 0;
  try {
    for (const [i, clip] of clips.entries()) {
      const file = join(scratchDir, `round-trip-${voice.replace(/\W/g, '-')}-${i}.wav`);
      files.push({ file, reference: clip.reference });
      const started = performance.now();
      audioSec += (await synthesizer.synthesize({ text: clip.reference, language: 'en', voice, rate: 1, pitch: 0 }, file)).durationSec;
      synthesisSec += (performance.now() - started) / 1000;
    }
    return { ...(await scoreFiles(tools, files, scratchDir)), audioSec, synthesisSec };
  } finally {
    await Promise.all(files.map(({ file }) => rm(file, { force: true })));
  }
}

/** The same recognizer on the people's own recordings of those transcripts: what a voice is measured against. */
export async function recordedSpeechErrors(tools: RoundTripTools, scratchDir: string, clips: readonly { wav: string; reference: string }[]): Promise<WordErrors> {
  return scoreFiles(tools, clips.map((clip) => ({ file: clip.wav, reference: clip.reference })), scratchDir);
}
