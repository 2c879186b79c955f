import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { scratchName, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { INSTALL_COMMAND } from '../models/manifest-models.ts';
import { PiperVoice } from '../piper/piper-voice.ts';
import { shiftPitch } from './shift-pitch.ts';
import { engineVoiceName, type SynthesisEngine } from './synthesis-engine.ts';
import type { SynthesisInput, Voice } from './synthesizer.ts';

/** The model of the English default voice where it is installed (tests and benches ask whether it is). */
export const JOE_MODEL = 'piper-en-us-joe-medium';

/** The Piper voices of models/manifest.json: our name for each, its model, and how it is listed. */
const PIPER_VOICES: Record<string, { model: string; name: string; language: string; gender: 'female' | 'male' }> = {
  joe: { model: JOE_MODEL, name: 'Joe (US English, male, neural)', language: 'en', gender: 'male' },
};

/**
 * Piper voices (neural: VITS models in onnxruntime-node, phonemes from espeak-ng), from the
 * installed models: `piper:joe` when its model is installed. Each voice is its language's default,
 * ahead of flite and espeak-ng (`pnpm bench tts-quality`). Rate is the model's length scale; the
 * model has no pitch control, so a pitch asked for is shifted afterwards, as for flite's rms.
 */
export class PiperEngine implements SynthesisEngine {
  readonly id = 'piper';
  readonly voices: readonly Voice[];
  readonly unavailable?: string;
  /** Each voice opened once (its model hash-checked, its config read) on its first synthesis. */
  private readonly opened = new Map<string, Promise<PiperVoice>>();

  constructor(
    private readonly processes: ProcessRunner,
    private readonly models: InstalledModels,
    private readonly espeakBin: string,
  ) {
    const installed = Object.entries(PIPER_VOICES).filter(([, voice]) => models.has(voice.model));
    const hasEspeak = processes.isInstalled(espeakBin);
    if (!hasEspeak) this.unavailable = 'The Piper voices take their phonemes from espeak-ng, which is not installed on the server (apt-get install espeak-ng).';
    else if (installed.length === 0) {
      const wanted = Object.values(PIPER_VOICES).map((voice) => voice.model).join(', ');
      this.unavailable = `No Piper voice is installed (${wanted}): install the models with ${INSTALL_COMMAND}.`;
    }
    this.voices = hasEspeak
      ? installed.map(([name, voice]) => ({ id: `piper:${name}`, name: voice.name, language: voice.language, gender: voice.gender, engine: this.id, isDefault: true }))
      : [];
  }

  async synthesize(voice: Voice, input: SynthesisInput, outWav: string, signal?: AbortSignal): Promise<void> {
    const piper = await this.open(engineVoiceName(voice));
    if (input.pitch === 0) {
      await piper.synthesize(input.text, outWav, { rate: input.rate, signal });
      return;
    }
    const unshifted = join(dirname(resolve(outWav)), scratchName('piper'));
    try {
      await piper.synthesize(input.text, unshifted, { rate: input.rate, signal });
      await shiftPitch(this.processes, unshifted, outWav, input.pitch, { signal });
    } finally {
      await rm(unshifted, { force: true });
    }
  }

  private open(name: string): Promise<PiperVoice> {
    let opened = this.opened.get(name);
    if (!opened) {
      const known = PIPER_VOICES[name];
      if (!known) return Promise.reject(new Error(`Piper has no voice ${name}`));
      opened = PiperVoice.load(this.models, known.model, { processes: this.processes, espeakBin: this.espeakBin });
      // A failed load (a model removed or damaged) is tried again on the next request, once reinstalled.
      opened.catch(() => this.opened.delete(name));
      this.opened.set(name, opened);
    }
    return opened;
  }
}
