import { createServerPlugin, type ServerPlugin } from '@speechdeck/core/server';
import type { RecognitionResult, RecognizedSegment } from '../index.ts';
import { resultsStoreRef } from '../server/refs.ts';
import type { ResultsStore } from '../server/store/results-store.ts';

export interface ResultsAccess {
  plugin: ServerPlugin;
  store(): ResultsStore;
}

/**
 * A test-only plugin that hands a test or a benchmark the host's own results store, whichever store
 * the host runs on, so it can store the finished results a recognition would have stored, with
 * known words and times (chat's and the named-entity tests seed transcripts this way).
 */
export function resultsAccess(): ResultsAccess {
  let captured: ResultsStore | undefined;
  const plugin = createServerPlugin({
    id: 'results-access',
    register(env) {
      env.registerInit({ deps: { results: resultsStoreRef }, init: ({ results }) => void (captured = results) });
    },
  });
  return {
    plugin,
    store() {
      if (!captured) throw new Error('the host has not started');
      return captured;
    },
  };
}

/** A segment without word times: [start, end, speaker, text]. */
export type SegmentLine = readonly [start: number, end: number, spk: string | null, sent: string];

const OPTIONS = { isDiarize: true, vad: false, punct: true, sentText: false, oa: false };

/**
 * A finished result of `userId` with these segments (lines, or whole segments with their words),
 * stored as recognition stores one: created, then completed. Its media key names no file unless
 * the caller wrote one there.
 */
export async function storeResult(
  store: ResultsStore, userId: number, processId: string, fn: string, segments: readonly (SegmentLine | RecognizedSegment)[],
  { language = 'en', mediaKey = `${userId}/${processId}.media` }: { language?: string; mediaKey?: string } = {},
): Promise<RecognitionResult> {
  await store.create({ processId, userId, fn, options: { ...OPTIONS, language }, mediaKey });
  const recognized = segments.map((segment, position): RecognizedSegment => {
    if ('sent' in segment) return segment;
    const [start, end, spk, sent] = segment;
    return { position, start, end, spk, sent, kw: [], oa: null, words: [] };
  });
  return store.complete(userId, processId, { language, duration: recognized.at(-1)?.end ?? 0, engine: 'test', notes: [], segments: recognized });
}
