import { EngineUnavailableError } from '@speechdeck/core/server';
import type { AsrEngine, AsrEngines } from './asr-engine.ts';

export interface AsrRoute {
  /** ISO 639-1 code, or '*' for every language without a route of its own. */
  language: string;
  /** What a request that names no engine gets (a FallbackAsrEngine when more than one is installed). */
  engine: AsrEngine;
  /** The engines a request may name for the language (`engine=`), each by its id, best first. */
  named: readonly AsrEngine[];
}

/** Says what would make a language work, for the 422 of a language nobody serves. */
export type MissingLanguageHint = (language: string) => string;

/** Routes each language to the recognizer configured for it, or to the one a request names. */
export class AsrRouter implements AsrEngines {
  readonly languages: readonly { language: string; engine: string }[];
  private readonly routes: ReadonlyMap<string, AsrRoute>;

  constructor(
    routes: readonly AsrRoute[],
    private readonly hint: MissingLanguageHint,
    private readonly stop: () => void = () => {},
  ) {
    this.routes = new Map(routes.map((route) => [route.language, route]));
    this.languages = routes.map((route) => ({ language: route.language, engine: route.engine.id }));
  }

  close(): void {
    this.stop();
  }

  normalizeLanguage(language: string): string {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (!/^[a-z]{2,3}$/.test(primary)) {
      throw new EngineUnavailableError(`'${language.slice(0, 40)}' is not a language code: use an ISO 639-1 code such as 'en' or 'tr'.`, 422);
    }
    return primary;
  }

  forLanguage(language: string, engine?: string): AsrEngine {
    const code = this.normalizeLanguage(language);
    const route = this.routes.get(code) ?? this.routes.get('*');
    if (!route) {
      const served = this.languages.map((l) => l.language).join(', ') || 'none';
      throw new EngineUnavailableError(`No recognizer for '${code}' (languages served here: ${served}). ${this.hint(code)}`, 422);
    }
    if (engine === undefined) return route.engine;
    // A transcript's engine ('whisper:tiny.en') names its engine too.
    const name = engine.trim().toLowerCase().split(':')[0];
    const named = route.named.find((candidate) => candidate.id === name);
    if (named) return named;
    const ids = route.named.map((candidate) => candidate.id);
    throw new EngineUnavailableError(`No recognizer '${engine.slice(0, 40)}' for '${code}' here: choose ${ids.join(', ').replace(/, (?=[^,]*$)/, ' or ')}.`, 422);
  }
}
