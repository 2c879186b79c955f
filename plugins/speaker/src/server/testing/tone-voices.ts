import { readSampleRange, SAMPLE_RATE } from '@speechdeck/core/server';
import { joinParts, override, type ServiceOverride } from '@speechdeck/testing';
import {
  cosineSimilarity, diarizerRef, l2Normalize, speakerEmbedderRef, vadRef,
  type Diarization, type DiarizeOptions, type Diarizer, type SpeakerEmbedder, type SpeakerTurn, type TimeRegion, type VoiceActivityDetector,
} from '@speechdeck/engines/speaker';

/*
 * Speaker engines that answer at once, for the tests of routes, jobs and clients (validation,
 * ownership, limits, job life, answer shapes), and the "voices" they tell apart: steady tones, whose
 * pitch is who speaks. They read the WAV the host made of an upload, so what the host does with
 * media (ffmpeg's conversion, the kept recordings) stays real. Real speech through the real engines
 * is speaker-backends.test.ts (over HTTP), the engines' own tests and the quality floor
 * (evaluation/speaker-quality.test.ts).
 */

/** The pitch (Hz) of each tone voice: far enough apart that each falls in a bin of its own. */
export const TONE_VOICES = { ann: 220, bob: 330, cem: 495, dee: 740, eve: 1110 } as const;
export type ToneVoice = keyof typeof TONE_VOICES;

const AMPLITUDE = 0.3;

/** `seconds` of a tone voice, 16 kHz, with 10 ms fades. */
export function toneOf(voice: ToneVoice, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const fade = 0.01 * SAMPLE_RATE;
  for (let i = 0; i < out.length; i++) {
    const edge = Math.min(1, i / fade, (out.length - 1 - i) / fade);
    out[i] = AMPLITUDE * edge * Math.sin((2 * Math.PI * TONE_VOICES[voice] * i) / SAMPLE_RATE);
  }
  return out;
}

/**
 * Turns of tone voices (voice, seconds) with `pauseSec` of silence between them (and 0.3 s before
 * and after) as a 16 kHz mono WAV at `path`: where each voice speaks, as `joinParts` answers it.
 */
export function toneTalk(path: string, turns: readonly (readonly [ToneVoice, number])[], pauseSec = 0.5) {
  return joinParts(path, turns.map(([voice, seconds]) => ({ label: voice, samples: toneOf(voice, seconds) })), pauseSec);
}

const FRAME = 320;
const SPEECH_RMS = 0.02;

/** "Speech": 20 ms frames louder than silence, gaps under 0.25 s bridged, regions under 0.1 s dropped. */
export const toneVad: VoiceActivityDetector = {
  id: 'tone-vad',
  async detect(wav, options) {
    options?.signal?.throwIfAborted();
    const samples = await readSampleRange(wav, 0, Number.MAX_SAFE_INTEGER / SAMPLE_RATE);
    const regions: TimeRegion[] = [];
    for (let at = 0; at + FRAME <= samples.length; at += FRAME) {
      let sum = 0;
      for (let i = at; i < at + FRAME; i++) sum += samples[i]! * samples[i]!;
      if (Math.sqrt(sum / FRAME) < SPEECH_RMS) continue;
      const [start, end] = [at / SAMPLE_RATE, (at + FRAME) / SAMPLE_RATE];
      const last = regions.at(-1);
      if (last && start - last.end < 0.25) last.end = end;
      else regions.push({ start, end });
    }
    return regions.filter((region) => region.end - region.start >= 0.1);
  },
};

const BINS = 16;

/** The bin of a stretch's pitch (zero crossings of its loud samples): a quarter octave each from 110 Hz. */
function pitchBin(samples: Float32Array): number {
  let crossings = 0;
  let loud = 0;
  for (let i = 1; i < samples.length; i++) {
    if (Math.abs(samples[i]!) > SPEECH_RMS) loud++;
    if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
  }
  const hz = crossings / 2 / (Math.max(1, loud) / SAMPLE_RATE);
  return Math.max(0, Math.min(BINS - 1, Math.round(4 * Math.log2(Math.max(hz, 110) / 110))));
}

async function binOf(wav: string, region: TimeRegion): Promise<number> {
  return pitchBin(await readSampleRange(wav, region.start, region.end));
}

/** One-hot on the pitch's bin; zeros under 0.3 s, as the contract says. */
async function embedRegion(wav: string, region: TimeRegion): Promise<Float32Array> {
  const out = new Float32Array(BINS);
  if (region.end - region.start >= 0.3) out[await binOf(wav, region)] = 1;
  return out;
}

/** Embeddings of the pitch: one voice scores 1 against itself, 0 against any other. */
export const toneEmbedder: SpeakerEmbedder = {
  id: 'tone-pitch',
  dimension: BINS,
  sameSpeakerThreshold: 0.8,
  async embed(wav, regions, options) {
    options?.signal?.throwIfAborted();
    return Promise.all(regions.map((region) => embedRegion(wav, region)));
  },
  async embedPooled(wav, regions, options) {
    options?.signal?.throwIfAborted();
    const sum = new Float32Array(BINS);
    for (const region of regions) {
      const one = await embedRegion(wav, region);
      for (let i = 0; i < BINS; i++) sum[i]! += one[i]! * (region.end - region.start);
    }
    return l2Normalize(sum);
  },
  similarity: (probe, reference) => cosineSimilarity(probe, reference),
};

/** Each region of speech one turn, its speaker the pitch's: S1, S2, ... by first appearance. */
export const toneDiarizer: Diarizer = {
  id: 'tone-diarizer',
  async diarize(wav: string, options: DiarizeOptions = {}): Promise<Diarization> {
    options.signal?.throwIfAborted();
    const regions = options.regions ?? (await toneVad.detect(wav, options));
    const labels = new Map<number, string>();
    const turns: SpeakerTurn[] = [];
    for (const { start, end } of regions) {
      const bin = await binOf(wav, { start, end });
      if (!labels.has(bin)) labels.set(bin, `S${labels.size + 1}`);
      turns.push({ start, end, speaker: labels.get(bin)! });
    }
    options.signal?.throwIfAborted();
    return { turns, speakers: labels.size };
  },
};

/** The host's speaker engines replaced by the tone ones (`diarizer` by another, e.g. one that holds). */
export function toneEngines({ diarizer = toneDiarizer, embedder = toneEmbedder }: { diarizer?: Diarizer; embedder?: SpeakerEmbedder } = {}): ServiceOverride<unknown>[] {
  return [override(vadRef, toneVad), override(speakerEmbedderRef, embedder), override(diarizerRef, diarizer)];
}
