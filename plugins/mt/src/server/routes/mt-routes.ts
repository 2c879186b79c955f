import { clientGone, HttpError } from '@speechdeck/core/server';
import { ownedResult } from '@speechdeck/plugin-workspace/server';
import { MT_LIMITS, mtApi } from '../../contract/mt-api.ts';
import type { Send } from '../engines/translators.ts';
import type { MtDeps } from '../mt-deps.ts';
import { translateNow } from '../translate/translate-now.ts';
import { paragraphsOf } from './paragraphs.ts';

/** GET /api/mt/languages and POST /api/mt/translate (answered while the caller waits: README, "Choices"). */
export function mtRoutes(deps: MtDeps): void {
  const { http, media, results, translators } = deps;
  http.route(mtApi.languages, () => translators.served());

  http.route(mtApi.translate, async (request, reply) => {
    const { text, processId, source, target, engine } = request.body;
    const userId = request.authUser!.id;
    const gone = clientGone(reply);
    // An engine that runs a program (apertium) goes through a call, in one of the queue's slots (on
    // a worker when this is an API host). A remote engine's work is a wait on its server, bounded by
    // its timeout: it is asked from here, so no slot that engine work needs is held by a network wait.
    const send: Send = (picked, direction, texts) => (picked.local
      ? translateNow(deps, userId, { engine: picked.id, direction, texts }, gone)
      : picked.translate(texts, direction, { signal: gone, scratchDir: media.workDir(userId) }));

    if (text !== undefined) {
      const { paragraphs, join } = paragraphsOf(text);
      const done = await translators.translate(paragraphs, { source: source!, target, engine }, send);
      return { engine: done.engine, ...done.direction, text: join(done.texts), transcript: null };
    }

    const stored = await ownedResult(results, request, processId!);
    if (stored.status !== 'done') throw new HttpError(409, `The transcript '${stored.processId}' is not finished (${stored.status}): translate it once it is done.`);
    const chars = stored.segments.reduce((sum, segment) => sum + segment.sent.length, 0);
    if (chars > MT_LIMITS.transcriptMaxChars) {
      throw new HttpError(413, `The transcript has ${chars.toLocaleString('en')} characters: at most ${MT_LIMITS.transcriptMaxChars.toLocaleString('en')} are translated at once.`);
    }
    const done = await translators.translate(stored.segments.map((s) => s.sent), { source: source ?? stored.language, target, engine }, send);
    const segments = stored.segments.map(({ position, start, end, spk, sent }, index) => ({ position, start, end, spk, original: sent, text: done.texts[index]! }));
    return {
      engine: done.engine, ...done.direction,
      text: segments.map((s) => s.text).filter((s) => s !== '').join('\n'),
      transcript: { processId: stored.processId, fn: stored.fn, duration: stored.duration, segments },
    };
  });
}
