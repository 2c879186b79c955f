import { errorMessage } from '@speechdeck/core';
import { EngineUnavailableError, HttpError } from '@speechdeck/core/server';
import { MT_ENGINES, type LanguagePair, type MtEngine, type ServedPairs } from '../../contract/mt-api.ts';
import type { Direction, TranslationEngine } from './translation-engine.ts';

export interface Asked {
  source: string;
  target: string;
  engine?: MtEngine;
}

/** Has the engine translate the texts (none blank), where the caller decides it runs. */
export type Send = (engine: TranslationEngine, direction: Direction, texts: string[]) => Promise<string[]>;

export interface Translated {
  engine: MtEngine;
  direction: Direction;
  texts: string[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const arrow = (d: Direction) => `${d.source}→${d.target}`;

/**
 * The engines this host translates with, in the order it prefers them, and why the others are not
 * here (a missing program, a server not configured): a request for one of those answers 503
 * saying what to install or set.
 */
export class Translators {
  constructor(
    private readonly engines: readonly TranslationEngine[],
    private readonly missing: ReadonlyMap<MtEngine, string>,
  ) {}

  /** Every engine's directions; an engine that cannot answer is listed with its reason instead. */
  async served(): Promise<ServedPairs> {
    const pairs: LanguagePair[] = [];
    const unavailable: ServedPairs['unavailable'] = [];
    for (const engine of this.engines) {
      try {
        pairs.push(...(await engine.directions()).map((d) => ({ engine: engine.id, ...d })));
      } catch (error) {
        unavailable.push({ engine: engine.id, message: errorMessage(error) });
      }
    }
    return { pairs, unavailable };
  }

  /**
   * The engine and its spelling of the direction: the one named, else the first that serves it.
   * 422 naming what is served when none does; 503 when the engine named is not here.
   */
  async pick({ source, target, engine: named }: Asked): Promise<{ engine: TranslationEngine; direction: Direction }> {
    if (same(source, target)) throw new HttpError(400, `The source and target are the same language (${source}).`, { target: 'Choose another language than the source.' });
    const find = (directions: readonly Direction[]) => directions.find((d) => same(d.source, source) && same(d.target, target));
    if (named) {
      const engine = this.engine(named);
      const directions = await engine.directions();
      const direction = find(directions);
      if (!direction) throw new HttpError(422, `${named} does not translate ${source} to ${target} here. It translates: ${directions.map(arrow).join(', ') || 'nothing'}.`);
      return { engine, direction };
    }
    const served = await this.served();
    const found = served.pairs.find((pair) => find([pair]));
    if (found) return { engine: this.engines.find((e) => e.id === found.engine)!, direction: { source: found.source, target: found.target } };
    throw new HttpError(422, `No engine here translates ${source} to ${target}. ${describeServed(served)}`);
  }

  /** The engine of that id; 503 saying what to install or set when it is not here. */
  engine(id: MtEngine): TranslationEngine {
    const engine = this.engines.find((e) => e.id === id);
    if (!engine) throw new EngineUnavailableError(this.missing.get(id) ?? `${id} is not available here.`);
    return engine;
  }

  /** Translates each text with the engine picked for `asked`, through `send` (blank ones stay blank and are not sent). */
  async translate(texts: readonly string[], asked: Asked, send: Send): Promise<Translated> {
    const { engine, direction } = await this.pick(asked);
    const sent = texts.map((text, index) => ({ text, index })).filter(({ text }) => text.trim() !== '');
    const out = texts.map(() => '');
    if (sent.length > 0) {
      const translated = await send(engine, direction, sent.map(({ text }) => text));
      sent.forEach(({ index }, i) => (out[index] = translated[i]!));
    }
    return { engine: engine.id, direction, texts: out };
  }
}

/** "Pairs served: apertium: en→es, es→en; openai: en→tr." and what is down or missing. */
function describeServed({ pairs, unavailable }: ServedPairs): string {
  const byEngine = MT_ENGINES.map((id) => ({ id, pairs: pairs.filter((p) => p.engine === id) })).filter((e) => e.pairs.length > 0);
  const served = byEngine.length > 0 ? `Pairs served: ${byEngine.map((e) => `${e.id}: ${e.pairs.map(arrow).join(', ')}`).join('; ')}.` : 'No pairs are served here.';
  return [served, ...unavailable.map((u) => u.message)].join(' ');
}
