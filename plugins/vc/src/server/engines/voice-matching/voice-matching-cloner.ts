import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { SAMPLE_RATE, type ProcessRunner } from '@speechdeck/core/server';
import { TTS_LIMITS, type Voice } from '@speechdeck/plugin-tts';
import type { SpeechSynthesizer } from '@speechdeck/engines/synthesis';
import { cutIntoPieces } from '@speechdeck/plugin-tts/server';
import { equalizerTowards } from '../../analysis/eq-filter.ts';
import { formantRatio } from '../../analysis/spectral-warp.ts';
import { profileVoice, type ProfileTools, type VoiceProfile } from '../../analysis/voice-profile.ts';
import type { VoiceMeasures } from '../../analysis/voice-measures.ts';
import type { ReferenceVoice } from '../../reference/reference-voice.ts';
import type { PrepareInput, PreparedVoice, VoiceCloner } from '../voice-cloner.ts';
import { renderWithSox, writeEqualizer, type SoxMatch } from './sox-render.ts';

export interface VoiceMatchingTools extends ProfileTools {
  synthesizer: SpeechSynthesizer;
  processes: ProcessRunner;
}

/** How one voice is moved toward the reference: the synthesizer's pitch and rate, then sox. */
export interface MatchPlan extends SoxMatch {
  voice: Voice;
  /** Semitones, to the synthesizer (flite moves f0 itself, keeping formants). */
  pitch: number;
  rate: number;
}

/**
 * Calibration speaks at most this much of the text's start: ~10 s of speech measure a voice well
 * enough, and every installed voice of the language is tried on it.
 */
const SAMPLE_CHARS = 200;
/** Engines that run here: voice matching is the offline engine (a remote voice is used only where no offline one speaks). */
const OFFLINE_ENGINES = new Set(['piper', 'flite', 'espeak-ng']);
/** Speaking rates further apart than this are more likely a measuring slip than a voice. */
const RATE_RATIO = { min: 0.67, max: 1.5 } as const;
/** A pitch this close (semitones) to the target is not synthesized again. */
const PITCH_TOLERANCE = 0.5;

const semitones = (ratio: number) => 12 * Math.log2(ratio);
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * The embedded engine, honestly named: no voice is cloned. It synthesizes with the installed voice
 * that ends nearest the reference, moved toward it in what can be measured: median pitch (the
 * synthesizer's own f0 control), speaking rate (syllable nuclei per second), formant positions (a
 * resampling by the ratio that best aligns the two long-term spectra) and spectral envelope (an EQ
 * from the difference of the long-term mel spectra, where it brings the voice nearer). Each
 * installed voice of the language is calibrated on the text's start and scored by the speaker
 * embedder against the reference; the best is used.
 */
export class VoiceMatchingCloner implements VoiceCloner {
  readonly id = 'voice-matching';
  readonly name = 'Voice matching (offline): the nearest installed voice, moved toward the reference';

  /** `equalize: false` never tries the EQ, for measuring what the other moves do alone. */
  constructor(
    private readonly tools: VoiceMatchingTools,
    private readonly options: { equalize: boolean } = { equalize: true },
  ) {}

  async prepare({ reference, language, sample, workDir, signal }: PrepareInput): Promise<PreparedVoice> {
    const { synthesizer, embedder } = this.tools;
    const unmatchedVoice = synthesizer.pick(language);
    const ofLanguage = synthesizer.voices().filter((voice) => voice.language === unmatchedVoice.language);
    const offline = ofLanguage.filter((voice) => OFFLINE_ENGINES.has(voice.engine));
    const candidates = offline.length > 0 ? offline : ofLanguage;
    const calibration = cutIntoPieces(sample, SAMPLE_CHARS)[0] ?? sample;

    // Every voice is tried, not only those nearest in pitch: the best after matching was often not
    // the nearest (for flite rms shifted down, kal16 was nearer in pitch, rms far better matched),
    // and in a trial over 21 references trying all six raised the mean similarity from 0.146 (the
    // three nearest) to 0.165.
    let unmatched: VoiceProfile | undefined;
    let best: { plan: MatchPlan; similarity: number } | undefined;
    for (const [i, voice] of [unmatchedVoice, ...candidates.filter((v) => v.id !== unmatchedVoice.id)].entries()) {
      const plain = await this.profileOf({ voice, pitch: 0, rate: 1, formantRatio: 1, equalizer: null }, calibration, join(workDir, `voice-${i}-plain.wav`), workDir, signal);
      unmatched ??= plain;
      if (!candidates.includes(voice)) continue;
      const tried = await this.calibrate(reference, voice, plain.measures, calibration, join(workDir, `voice-${i}`), workDir, signal);
      if (!best || tried.similarity > best.similarity) best = tried;
    }
    const plan = best!.plan;
    return {
      baseVoice: plan.voice.id,
      unmatchedSimilarity: round(embedder.similarity(reference.embedding, unmatched!.embedding), 4),
      speak: (text, outWav, options) => this.synthesize(plan, text, outWav, workDir, options.signal),
    };
  }

  /**
   * The plan for one voice: first from the measures, then pitch corrected by what came out, then
   * the EQ from what came out, if it brings the sample nearer the reference.
   */
  private async calibrate(reference: ReferenceVoice, voice: Voice, base: VoiceMeasures, sample: string, prefix: string, workDir: string, signal?: AbortSignal) {
    const target = reference.measures;
    const ratio = formantRatio(target, base);
    const rateRatio = target.syllablesPerSecond && base.syllablesPerSecond ? clamp(target.syllablesPerSecond / base.syllablesPerSecond, RATE_RATIO.min, RATE_RATIO.max) : 1;
    const plan: MatchPlan = {
      voice,
      // The resampling moves pitch by the formant ratio as well; the synthesizer makes up the rest.
      pitch: target.pitchHz && base.pitchHz ? clampPitch(semitones(target.pitchHz / (base.pitchHz * ratio))) : 0,
      // ...and speeds speech up by it.
      rate: round(clamp(rateRatio / ratio, TTS_LIMITS.rate.min, TTS_LIMITS.rate.max), 3),
      formantRatio: ratio,
      equalizer: null,
    };
    let moved = await this.profileOf(plan, sample, `${prefix}-moved.wav`, workDir, signal);
    const missed = target.pitchHz && moved.measures.pitchHz ? semitones(target.pitchHz / moved.measures.pitchHz) : 0;
    const corrected = clampPitch(plan.pitch + missed);
    if (Math.abs(corrected - plan.pitch) > PITCH_TOLERANCE) {
      plan.pitch = corrected;
      moved = await this.profileOf(plan, sample, `${prefix}-moved.wav`, workDir, signal);
    }
    const unequalized = { plan: { ...plan }, similarity: this.tools.embedder.similarity(reference.embedding, moved.embedding) };
    if (!this.options.equalize) return unequalized;
    plan.equalizer = await writeEqualizer(`${prefix}-eq.txt`, equalizerTowards(target, moved.measures, SAMPLE_RATE));
    const matched = await this.profileOf(plan, sample, `${prefix}-matched.wav`, workDir, signal);
    const equalized = { plan, similarity: this.tools.embedder.similarity(reference.embedding, matched.embedding) };
    // Kept only where it helps: always applied, over the bench's references it raised the recorded
    // reader's similarity (0.864 -> 0.956) but lowered espeak-ng's (0.948 -> 0.942) and the
    // sox-shifted voices' (0.949 -> 0.934).
    return equalized.similarity > unequalized.similarity ? equalized : unequalized;
  }

  private async profileOf(plan: MatchPlan, text: string, wav: string, workDir: string, signal?: AbortSignal): Promise<VoiceProfile> {
    await this.synthesize(plan, text, wav, workDir, signal);
    return profileVoice(this.tools, wav, signal);
  }

  /** The text in the plan's voice as a 16 kHz mono WAV. */
  private async synthesize(plan: MatchPlan, text: string, outWav: string, workDir: string, signal?: AbortSignal): Promise<void> {
    const raw = join(workDir, `synthesized-${process.hrtime.bigint()}.wav`);
    try {
      await this.tools.synthesizer.synthesize({ text, language: plan.voice.language, voice: plan.voice.id, pitch: plan.pitch, rate: plan.rate }, raw, { signal });
      await renderWithSox(this.tools.processes, raw, outWav, plan, signal);
    } finally {
      await rm(raw, { force: true });
    }
  }
}

const clampPitch = (st: number) => round(clamp(st, TTS_LIMITS.pitch.min, TTS_LIMITS.pitch.max), 2);
