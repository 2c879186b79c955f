import { EngineFailedError, UpstreamServer } from '@speechdeck/core/server';
import { inBatches } from './batches.ts';
import type { Direction, TranslateOptions, TranslationEngine } from './translation-engine.ts';

export interface OpenAiTranslatorConfig {
  /** Server root, with or without a trailing `/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The languages offered through it (ISO 639-1); every ordered pair of two of them is served. */
  languages: readonly string[];
  timeoutMs: number;
}

/** A chat model keeps a short list in order reliably; a transcript goes in several requests. */
const BATCH = { maxItems: 40, maxChars: 4000 };

const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The instruction: a JSON array in, a JSON array of the same length out, nothing else. */
export function translationPrompt(direction: Direction): string {
  return [
    `You translate from ${languageName(direction.source)} (${direction.source}) to ${languageName(direction.target)} (${direction.target}).`,
    'The user sends a JSON array of strings. Answer with only a JSON array of their translations:',
    'the same number of strings in the same order, one translation per string, never merged or split.',
    'Keep names, numbers and punctuation; add no notes or explanations.',
  ].join(' ');
}

/**
 * An OpenAI-compatible chat server used as a translator (`POST /v1/chat/completions`, not
 * streamed, temperature 0): texts go as a JSON array and come back as one, so each segment keeps
 * its boundary; an answer of another length is a 502.
 */
export class OpenAiTranslator implements TranslationEngine {
  readonly id = 'openai';
  readonly local = false;
  private readonly server: UpstreamServer;

  constructor(private readonly config: OpenAiTranslatorConfig) {
    this.server = new UpstreamServer({
      url: `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`,
      apiKey: config.apiKey,
      name: 'The translation chat server',
      settings: { url: 'SPEECHDECK_MT_OPENAI_URL', apiKey: 'SPEECHDECK_MT_OPENAI_API_KEY' },
      notFound: { what: 'endpoint or model', check: 'SPEECHDECK_MT_OPENAI_URL and SPEECHDECK_MT_OPENAI_MODEL' },
      sent: 'the text',
    });
  }

  async directions(): Promise<Direction[]> {
    const { languages } = this.config;
    return languages.flatMap((source) => languages.filter((target) => target !== source).map((target) => ({ source, target })));
  }

  translate(texts: readonly string[], direction: Direction, { signal }: TranslateOptions): Promise<string[]> {
    return inBatches(texts, BATCH, async (batch) => {
      const body = JSON.stringify({
        model: this.config.model,
        stream: false,
        temperature: 0,
        messages: [
          { role: 'system', content: translationPrompt(direction) },
          { role: 'user', content: JSON.stringify(batch) },
        ],
      });
      const answer = await this.server.post({ body, headers: { 'content-type': 'application/json' }, signal, timeoutMs: this.config.timeoutMs });
      return translationsIn(await answer.text(), batch.length);
    });
  }
}

/** The array in the first choice's message (a model may fence it in ```json); 502 unless it has `count` strings. */
export function translationsIn(body: string, count: number): string[] {
  let content: unknown;
  try {
    content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  } catch {
    throw new EngineFailedError('The translation chat server answered something that is not JSON.');
  }
  if (typeof content !== 'string') throw new EngineFailedError('The translation chat server answered no message.');
  const unfenced = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let list: unknown;
  try {
    list = JSON.parse(unfenced);
  } catch {
    throw new EngineFailedError('The translation chat server did not answer a JSON array of translations: try another model (SPEECHDECK_MT_OPENAI_MODEL).');
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new EngineFailedError('The translation chat server did not answer a JSON array of translations: try another model (SPEECHDECK_MT_OPENAI_MODEL).');
  }
  if (list.length !== count) throw new EngineFailedError(`The translation chat server answered ${list.length} translations for ${count} texts.`);
  return list as string[];
}
