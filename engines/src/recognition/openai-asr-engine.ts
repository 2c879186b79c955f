import { openAsBlob } from 'node:fs';
import { EngineFailedError, readWavInfo, UpstreamServer } from '@speechdeck/core/server';
import type { AsrEngine, RecognizedSegment, RecognizedWord, TranscribeOptions, Transcript } from './asr-engine.ts';
import { completeTranscript } from './transcript.ts';

export interface OpenAiAsrConfig {
  /** Server root, with or without a trailing `/v1`: `http://127.0.0.1:8000` or `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  /** e.g. 'whisper-1', 'Systran/faster-whisper-small'. */
  model: string;
  /** Languages this host sends to the server (ISO 639-1); '*' for any. */
  languages: readonly string[];
  /** Per request (default 10 minutes). */
  timeoutMs?: number;
}

/** The part of verbose_json we read; servers differ in the rest (speaches nests words in segments too). */
interface VerboseJson {
  text?: string;
  duration?: number;
  segments?: { start: number; end: number; text: string; words?: ApiWord[] }[];
  words?: ApiWord[];
}
interface ApiWord {
  word: string;
  start: number;
  end: number;
  probability?: number;
}

/**
 * The most of a vocabulary sent as the prompt. Whisper reads only the last 224 tokens of a prompt;
 * terms average 3 or more characters a token, so this stays inside that.
 */
export const VOCABULARY_PROMPT_CHARS = 600;

/** The vocabulary's first terms, comma-separated, as many as fit VOCABULARY_PROMPT_CHARS. */
export function vocabularyPrompt(terms: readonly string[]): string {
  let prompt = '';
  for (const term of terms) {
    const next = prompt ? `${prompt}, ${term}` : term;
    if (next.length > VOCABULARY_PROMPT_CHARS) break;
    prompt = next;
  }
  return prompt;
}

/**
 * Recognition by an OpenAI-compatible server (`POST /v1/audio/transcriptions`: OpenAI, speaches,
 * whisper.cpp server, LocalAI, vLLM), asking for verbose_json with word timestamps.
 */
export class OpenAiAsrEngine implements AsrEngine {
  readonly id = 'openai';
  readonly languages: readonly string[];
  private readonly server: UpstreamServer;

  constructor(private readonly config: OpenAiAsrConfig) {
    this.languages = config.languages;
    this.server = new UpstreamServer({
      url: `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/transcriptions`,
      apiKey: config.apiKey,
      name: 'The speech recognition server',
      settings: { url: 'SPEECHDECK_OPENAI_ASR_URL', apiKey: 'SPEECHDECK_OPENAI_ASR_KEY' },
      notFound: { what: 'endpoint or model', check: 'SPEECHDECK_OPENAI_ASR_URL and SPEECHDECK_OPENAI_ASR_MODEL' },
      sent: 'the audio',
    });
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Transcript> {
    const { durationSec } = await readWavInfo(wavPath);
    const form = new FormData();
    // openAsBlob reads the file as the request goes out instead of buffering it first.
    form.append('file', await openAsBlob(wavPath, { type: 'audio/wav' }), 'audio.wav');
    form.append('model', this.config.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
    form.append('language', options.language);
    // The prompt is how these servers take a vocabulary: text the audio is read as following.
    const prompt = vocabularyPrompt(options.vocabulary?.terms ?? []);
    if (prompt) form.append('prompt', prompt);

    const body = await this.post(form, options.signal);
    options.onProgress?.(1);
    return completeTranscript({
      language: options.language,
      durationSec: durationSec || (body.duration ?? 0),
      segments: toSegments(body, durationSec),
      engine: `${this.id}:${this.config.model}`,
      // These servers run Whisper or its like, which write cased, punctuated text.
      punctuated: true,
    });
  }

  private async post(form: FormData, signal: AbortSignal | undefined): Promise<VerboseJson> {
    const answer = await this.server.post({ body: form, signal, timeoutMs: this.config.timeoutMs ?? 10 * 60 * 1000 });
    const text = await answer.text();
    try {
      const json = JSON.parse(text) as VerboseJson;
      if (typeof json !== 'object' || json === null || (json.text === undefined && json.segments === undefined)) throw new Error('no text and no segments');
      return json;
    } catch (error) {
      throw new EngineFailedError('The speech recognition server answered something other than verbose_json.', 502, { cause: error });
    }
  }
}

const round = (t: number) => Math.round(t * 1000) / 1000;

function toWord(word: ApiWord): RecognizedWord | null {
  const w = word.word.trim();
  if (!w || !Number.isFinite(word.start) || !Number.isFinite(word.end)) return null;
  const conf = word.probability;
  return { w, start: round(word.start), end: round(Math.max(word.start, word.end)), ...(typeof conf === 'number' ? { conf: round(conf) } : {}) };
}

/**
 * Segments with their words. OpenAI lists words beside the segments, not inside them, so each word
 * goes to the segment its middle falls in; a server that nests words (speaches) is taken as it is.
 */
function toSegments(body: VerboseJson, durationSec: number): RecognizedSegment[] {
  const topWords = (body.words ?? []).map(toWord).filter((w): w is RecognizedWord => w !== null);
  const apiSegments = body.segments ?? [];
  if (apiSegments.length === 0) {
    const text = (body.text ?? '').trim();
    if (!text && topWords.length === 0) return [];
    const start = topWords[0]?.start ?? 0;
    const end = topWords.at(-1)?.end ?? durationSec;
    return [{ start, end, text: text || topWords.map((w) => w.w).join(' '), words: topWords }];
  }
  let next = 0;
  return apiSegments
    .map((segment, index) => {
      let words: RecognizedWord[];
      if (segment.words) words = segment.words.map(toWord).filter((w): w is RecognizedWord => w !== null);
      else {
        const isLast = index === apiSegments.length - 1;
        words = [];
        while (next < topWords.length && (isLast || (topWords[next]!.start + topWords[next]!.end) / 2 < segment.end)) words.push(topWords[next++]!);
      }
      return { start: round(segment.start), end: round(segment.end), text: segment.text.trim(), words };
    })
    .filter((segment) => segment.text.length > 0);
}
