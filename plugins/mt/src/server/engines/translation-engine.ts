import type { MtEngine } from '../../contract/mt-api.ts';

/** A direction as the engine spells its languages. */
export interface Direction {
  source: string;
  target: string;
}

export interface TranslateOptions {
  signal?: AbortSignal;
  /** A folder the host sweeps of scratch after a crash, where an engine program may write its input. */
  scratchDir: string;
}

/** One way of translating; the host registers the ones its settings and machine allow. */
export interface TranslationEngine {
  readonly id: MtEngine;
  /**
   * It runs a program on this host (apertium) rather than waiting on a server: its work is the
   * host's own, so it goes through a call and takes one of the queue's slots.
   */
  readonly local: boolean;
  /** The directions it serves now; a remote engine asks its server (and throws an EngineError when it cannot). */
  directions(): Promise<Direction[]>;
  /**
   * Translates each text on its own, in one run or request where the engine can: the answer has one
   * translation per text, in order, none merged with its neighbours.
   */
  translate(texts: readonly string[], direction: Direction, options: TranslateOptions): Promise<string[]>;
}
