/**
 * The speaker engines: voice activity, speaker embeddings and diarization. The services
 * (recognition with speaker separation, speaker enrollment and identification) use them through
 * the refs in refs.ts. Times are seconds from the start of a 16 kHz mono WAV (AudioTools.toWav16kMono).
 */

export interface TimeRegion {
  start: number;
  end: number;
}

export interface VoiceActivityDetector {
  readonly id: string;
  /** Speech regions of a 16 kHz mono WAV in time order, not overlapping; [] for silence. */
  detect(wav16kMonoPath: string, options?: { signal?: AbortSignal }): Promise<TimeRegion[]>;
}

export interface SpeakerEmbedder {
  readonly id: string;
  /** Length of every embedding this embedder makes. */
  readonly dimension: number;
  /**
   * Similarity at or above which two embeddings are taken for one speaker (the open-set decision of
   * identification and tracking), calibrated on the evaluation set for this embedder. Stored
   * voiceprints carry the embedder's `id`: a new embedder (or version) makes them again from the clips.
   */
  readonly sameSpeakerThreshold: number;
  /**
   * One L2-normalized embedding per region of a 16 kHz mono WAV. A region too short to describe
   * a voice (under ~0.3 s) gets an embedding of zeros, which scores 0 against everything.
   */
  embed(wav16kMonoPath: string, regions: readonly TimeRegion[], options?: { signal?: AbortSignal }): Promise<Float32Array[]>;
  /** One embedding for all the regions together, e.g. the speech of an enrollment recording. */
  embedPooled(wav16kMonoPath: string, regions: readonly TimeRegion[], options?: { signal?: AbortSignal }): Promise<Float32Array>;
  /**
   * Cosine similarity, -1..1; higher is more alike. The probe is the recording asked about, the
   * reference what it is compared with (a voiceprint): an embedder may compare in the probe's terms.
   */
  similarity(probe: Float32Array, reference: Float32Array): number;
}

export interface SpeakerTurn {
  start: number;
  end: number;
  /** 'S1', 'S2', ... numbered in order of first appearance. */
  speaker: string;
}

export interface DiarizeOptions {
  /** The number of speakers when known; otherwise the diarizer decides. */
  speakers?: number;
  /** Speech regions already found (e.g. by the caller's VAD pass), to skip detecting them again. */
  regions?: readonly TimeRegion[];
  signal?: AbortSignal;
}

export interface Diarization {
  /** Time order, not overlapping; silence between turns belongs to no one. */
  turns: SpeakerTurn[];
  speakers: number;
}

export interface Diarizer {
  readonly id: string;
  diarize(wav16kMonoPath: string, options?: DiarizeOptions): Promise<Diarization>;
}
