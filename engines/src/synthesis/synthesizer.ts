import type { SynthesisVoice } from '@speechdeck/core';
import { createServiceRef } from '@speechdeck/core/server';

/** A voice as the engines list it and the tts service serves it (core's contract). */
export type Voice = SynthesisVoice;

/** One engine call's text and manner; the caller has already cut long text into pieces. */
export interface SynthesisInput {
  text: string;
  /** ISO 639-1, e.g. 'en'. */
  language: string;
  /** A voice id from `voices()`; the language's default voice when absent. */
  voice?: string;
  /** 1 is the voice's own rate. */
  rate: number;
  /** Semitones from the voice's own pitch. */
  pitch: number;
}

/**
 * Speech synthesis, across the engines this host serves (Piper, flite, espeak-ng, an
 * OpenAI-compatible server). The services (tts, voice cloning) synthesize through it.
 */
export interface SpeechSynthesizer {
  voices(): Voice[];
  /** The voice a request gets: the one asked for, else its language's default. A 422 HttpError names what is served. */
  pick(language: string, voiceId?: string): Voice;
  /** Writes the text as a mono 16-bit PCM WAV (the engine's own sample rate) to `outWav`. */
  synthesize(input: SynthesisInput, outWav: string, options?: { signal?: AbortSignal }): Promise<{ voice: Voice; durationSec: number }>;
}

export const synthesizerRef = createServiceRef<SpeechSynthesizer>({ id: 'engines.synthesizer' });
