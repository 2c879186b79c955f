import { createServerPlugin } from '@speechdeck/core/server';
import { resultsStoreRef, type ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';

/**
 * A test-only plugin that hands the test the host's own results store (real SQLite), so a test
 * can store the finished results a recognition would have stored, with known words and times.
 */
export function resultsAccess(): { plugin: ReturnType<typeof createServerPlugin>; store: () => ResultsStore } {
  let captured: ResultsStore | null = null;
  const plugin = createServerPlugin({
    id: 'chat-fixtures',
    register(env) {
      env.registerInit({ deps: { results: resultsStoreRef }, init: ({ results }) => void (captured = results) });
    },
  });
  return { plugin, store: () => captured ?? (() => { throw new Error('the host has not started'); })() };
}

const OPTIONS = { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: false };

/** A finished result of `userId` with these segments: [start, end, speaker, text]. */
export function storeResult(store: ResultsStore, userId: number, processId: string, fn: string, segments: [number, number, string | null, string][]): void {
  store.create({ processId, userId, fn, options: OPTIONS, mediaKey: `${userId}/${processId}.media` });
  const recognized: RecognizedSegment[] = segments.map(([start, end, spk, sent], position) => ({ position, start, end, spk, sent, kw: [], oa: null, words: [] }));
  store.complete(userId, processId, { language: 'en', duration: segments.at(-1)?.[1] ?? 0, engine: 'test', notes: [], segments: recognized });
}
