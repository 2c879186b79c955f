import { open, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { EngineFailedError, scratchName, UpstreamServer, type ProcessRunner } from '@speechdeck/core/server';
import { runFfmpegOnWav } from './run-ffmpeg.ts';
import { shiftPitch } from './shift-pitch.ts';
import { engineVoiceName, type SynthesisEngine } from './synthesis-engine.ts';
import type { SynthesisInput, Voice } from './synthesizer.ts';

export interface OpenAiSpeechConfig {
  /** Server root, with or without a trailing `/v1`: `http://127.0.0.1:8000` or `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  /** e.g. 'tts-1', 'speaches-ai/Kokoro-82M-v1.0-ONNX'. */
  model: string;
  /** The server's voice names, e.g. 'alloy', 'af_heart'; the first is the default. */
  voices: readonly string[];
  /** The languages (ISO 639-1) its voices are offered for. */
  languages: readonly string[];
  /** Whether its first voice is the default for those languages, ahead of the offline engines. */
  isDefault: boolean;
  /** Per request (default 2 minutes). */
  timeoutMs?: number;
  /** Largest answer taken (default 200 MB: over ten minutes of 24 kHz float audio). */
  maxBytes?: number;
}

const SERVER = 'The speech synthesis server';
/** ffmpeg's output options for what every engine writes: mono 16-bit PCM WAV at the answer's own sample rate. */
const MONO_PCM_WAV = ['-ac', '1', '-c:a', 'pcm_s16le', '-f', 'wav'];

async function isWav(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, 12, 0);
    return bytesRead === 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE';
  } finally {
    await file.close();
  }
}

/**
 * Synthesis by an OpenAI-compatible server (`POST /v1/audio/speech`: OpenAI, speaches, LocalAI,
 * openedai-speech), asked for WAV; the answer streams to disk and is made mono 16-bit PCM. The
 * API has no pitch: a pitch asked for is applied to the audio afterwards.
 */
export class OpenAiSpeechEngine implements SynthesisEngine {
  readonly id = 'openai';
  readonly voices: readonly Voice[];
  private readonly server: UpstreamServer;

  constructor(
    private readonly processes: ProcessRunner,
    private readonly config: OpenAiSpeechConfig,
  ) {
    this.server = new UpstreamServer({
      url: `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/speech`,
      apiKey: config.apiKey,
      name: SERVER,
      settings: { url: 'SPEECHDECK_TTS_OPENAI_URL', apiKey: 'SPEECHDECK_TTS_OPENAI_API_KEY' },
      notFound: { what: 'endpoint, model or voice', check: 'SPEECHDECK_TTS_OPENAI_URL, _MODEL and _VOICES' },
      sent: 'the text',
    });
    // One entry per language a voice is offered for: the same server voice under the same id.
    this.voices = config.languages.flatMap((language) =>
      config.voices.map((name, i) => ({ id: `openai:${name}`, name, language, gender: null, engine: this.id, isDefault: config.isDefault && i === 0 })),
    );
  }

  async synthesize(voice: Voice, input: SynthesisInput, outWav: string, signal?: AbortSignal): Promise<void> {
    const answer = join(dirname(resolve(outWav)), scratchName('speech'));
    try {
      const request = { model: this.config.model, input: input.text, voice: engineVoiceName(voice), response_format: 'wav', speed: input.rate };
      const speech = await this.server.post({ body: JSON.stringify(request), headers: { 'content-type': 'application/json' }, signal, timeoutMs: this.config.timeoutMs ?? 2 * 60 * 1000 });
      await speech.saveTo(answer, this.config.maxBytes ?? 200 * 1024 * 1024);
      if (!(await isWav(answer))) throw new EngineFailedError(`${SERVER} answered something other than WAV audio.`);
      if (input.pitch === 0) await runFfmpegOnWav(this.processes, answer, MONO_PCM_WAV, outWav, { signal, failure: 'The audio could not be encoded as wav.' });
      else await shiftPitch(this.processes, answer, outWav, input.pitch, { signal });
    } finally {
      await rm(answer, { force: true });
    }
  }
}
