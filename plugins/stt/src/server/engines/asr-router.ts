import { EngineUnavailableError } from '@speechdeck/core/server';
import type { AsrEngine, AsrEngines } from './asr-engine.ts';

export interface AsrRoute {
  /** ISO 639-1 code, or '*' for every language without a route of its own. */
  language: string;
  engine: AsrEngine;
}

/** Says what would make a language work, for the 422 of a language nobody serves. */
export type MissingLanguageHint = (language: string) => string;

/** Routes each language to the recognizer configured for it. */
export class AsrRouter implements AsrEngines {
  readonly languages: readonly { language: string; engine: string }[];
  private readonly routes: ReadonlyMap<string, AsrEngine>;

  constructor(routes: readonly AsrRoute[], private readonly hint: MissingLanguageHint) {
    this.routes = new Map(routes.map((route) => [route.language, route.engine]));
    this.languages = routes.map((route) => ({ language: route.language, engine: route.engine.id }));
  }

  normalizeLanguage(language: string): string {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (!/^[a-z]{2,3}$/.test(primary)) {
      throw new EngineUnavailableError(`'${language.slice(0, 40)}' is not a language code: use an ISO 639-1 code such as 'en' or 'tr'.`, 422);
    }
    return primary;
  }

  forLanguage(language: string): AsrEngine {
    const code = this.normalizeLanguage(language);
    const engine = this.routes.get(code) ?? this.routes.get('*');
    if (engine) return engine;
    const served = this.languages.map((l) => l.language).join(', ') || 'none';
    throw new EngineUnavailableError(`No recognizer for '${code}' (languages served here: ${served}). ${this.hint(code)}`, 422);
  }
}
