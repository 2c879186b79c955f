import { EngineFailedError, EngineUnavailableError, UpstreamServer } from '@speechdeck/core/server';
import { inBatches } from './batches.ts';
import type { Direction, TranslateOptions, TranslationEngine } from './translation-engine.ts';

export interface LibreTranslateConfig {
  /** The server's root: `http://127.0.0.1:5000`. */
  url: string;
  /** Sent as LibreTranslate takes it, `api_key` in the body. */
  apiKey?: string;
  timeoutMs: number;
}

/** `GET /languages`: each language with the ones it translates to (older servers list no targets: every other). */
interface ListedLanguage {
  code: string;
  targets?: string[];
}

/** A language list is asked again after this long; a failed ask is not kept. */
const LANGUAGES_FRESH_MS = 5 * 60 * 1000;
/** LibreTranslate's own default batch limit is unlimited; these keep one request well inside the timeout. */
const BATCH = { maxItems: 50, maxChars: 5000 };

/**
 * A LibreTranslate server (`POST /translate` with `q` as an array, one translation per item;
 * `GET /languages`). Errors map like every upstream server's: unreachable 503, too slow 504, an
 * error answer 502 (a refused key 503 naming SPEECHDECK_LIBRETRANSLATE_API_KEY).
 */
export class LibreTranslateEngine implements TranslationEngine {
  readonly id = 'libretranslate';
  readonly local = false;
  private readonly root: string;
  private readonly server: UpstreamServer;
  private listed: { at: number; directions: Direction[] } | null = null;

  constructor(private readonly config: LibreTranslateConfig, private readonly now: () => number = Date.now) {
    this.root = config.url.replace(/\/+$/, '');
    this.server = new UpstreamServer({
      url: `${this.root}/translate`,
      name: 'The LibreTranslate server',
      settings: { url: 'SPEECHDECK_LIBRETRANSLATE_URL', apiKey: 'SPEECHDECK_LIBRETRANSLATE_API_KEY' },
      notFound: { what: 'endpoint', check: 'SPEECHDECK_LIBRETRANSLATE_URL (the server\'s root, without /translate)' },
      sent: 'the text',
    });
  }

  async directions(): Promise<Direction[]> {
    if (this.listed && this.now() - this.listed.at < LANGUAGES_FRESH_MS) return this.listed.directions;
    const directions = directionsOf(await this.languages());
    this.listed = { at: this.now(), directions };
    return directions;
  }

  translate(texts: readonly string[], direction: Direction, { signal }: TranslateOptions): Promise<string[]> {
    return inBatches(texts, BATCH, async (q) => {
      const body = JSON.stringify({ q, source: direction.source, target: direction.target, format: 'text', ...(this.config.apiKey ? { api_key: this.config.apiKey } : {}) });
      const answer = await this.server.post({ body, headers: { 'content-type': 'application/json' }, signal, timeoutMs: this.config.timeoutMs });
      const translated = parseJson(await answer.text(), 'translation') as { translatedText?: unknown };
      const list = translated.translatedText;
      if (!Array.isArray(list) || list.length !== q.length || !list.every((item) => typeof item === 'string')) {
        throw new EngineFailedError(`The LibreTranslate server answered no translation for each of the ${q.length} texts sent.`);
      }
      return list as string[];
    });
  }

  /** `GET /languages`, bounded by the timeout; failures say what to check, like the translations' do. */
  private async languages(): Promise<ListedLanguage[]> {
    let response: Response;
    try {
      response = await fetch(`${this.root}/languages`, { signal: AbortSignal.timeout(this.config.timeoutMs) });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      throw new EngineUnavailableError(`The LibreTranslate server cannot be reached${code ? ` (${code})` : ''}: check SPEECHDECK_LIBRETRANSLATE_URL.`, 503, { cause: error });
    }
    if (!response.ok) throw new EngineFailedError(`The LibreTranslate server did not list its languages (HTTP ${response.status}): check SPEECHDECK_LIBRETRANSLATE_URL.`);
    const listed = parseJson(await response.text(), 'language list');
    if (!Array.isArray(listed) || !listed.every((item) => typeof (item as ListedLanguage)?.code === 'string')) {
      throw new EngineFailedError('The LibreTranslate server answered a language list we cannot read.');
    }
    return listed as ListedLanguage[];
  }
}

function directionsOf(languages: readonly ListedLanguage[]): Direction[] {
  const codes = languages.map((language) => language.code);
  return languages.flatMap(({ code, targets }) =>
    (targets ?? codes).filter((target) => target !== code).map((target) => ({ source: code, target })));
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EngineFailedError(`The LibreTranslate server answered a ${what} that is not JSON.`);
  }
}
