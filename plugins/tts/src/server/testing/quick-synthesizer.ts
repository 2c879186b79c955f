import { writeFile } from 'node:fs/promises';
import { monoWavHeader } from '@speechdeck/core/server';
import { processRunner } from '@speechdeck/testing';
import { synthesizerFromSettings, synthesizerSettings, type SpeechSynthesizer, type SynthesisInput } from '@speechdeck/engines/synthesis';

/** Seconds of sound per character: about a voice's pace (flite's slt says some 15 characters a second). */
export const QUICK_SECONDS_PER_CHAR = 0.06;
const SAMPLE_RATE = 16_000;

export interface QuickSynthesizer extends SpeechSynthesizer {
  /** Every engine call (one piece of text each), in order. */
  calls: SynthesisInput[];
  /** Called before a piece is written: a test may fail it, or hold it (until the run's signal aborts). */
  before?: (input: SynthesisInput, signal?: AbortSignal) => Promise<void> | void;
}

/** Waits for the run to be stopped, as a stuck engine would until its process is killed. */
export const untilAborted = (signal?: AbortSignal) =>
  new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

/**
 * A synthesizer for tests of the routes, the jobs and the CLI, which answers at once: the host's
 * real voices (flite's and espeak-ng's as installed, with the real defaults and refusals:
 * synthesizerFromSettings), each "saying" a piece of text as noise (the same for the same text)
 * lasting `secondsPerChar` a character at 16 kHz, shorter at a higher rate. What the real engines
 * say is their own tests' (flite-engine, espeak-engine) and the end-to-end ones'.
 */
export function quickSynthesizer({ secondsPerChar = QUICK_SECONDS_PER_CHAR }: { secondsPerChar?: number } = {}): QuickSynthesizer {
  const real = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner });
  const quick: QuickSynthesizer = {
    calls: [],
    voices: () => real.voices(),
    pick: (language, voice) => real.pick(language, voice),
    async synthesize(input, outWav, options = {}) {
      const voice = real.pick(input.language, input.voice);
      quick.calls.push(input);
      await quick.before?.(input, options.signal);
      options.signal?.throwIfAborted();
      const samples = Math.max(1, Math.round((SAMPLE_RATE * secondsPerChar * input.text.length) / input.rate));
      await writeFile(outWav, Buffer.concat([monoWavHeader(SAMPLE_RATE, samples * 2), noise(samples, input.text)]));
      return { voice, durationSec: samples / SAMPLE_RATE };
    },
  };
  return quick;
}

/** 16-bit samples of quiet pseudo-random noise, seeded by the text. */
function noise(samples: number, text: string): Buffer {
  const out = Buffer.alloc(samples * 2);
  let state = [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0, 17);
  for (let i = 0; i < samples; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out.writeInt16LE(((state >>> 16) - 32768) >> 3, i * 2);
  }
  return out;
}
