import { clientGone, HttpError, type Auth, type HttpRouter, type MediaStorage } from '@speechdeck/core/server';
import { ownedResult, type ResultsStore } from '@speechdeck/plugin-workspace/server';
import { MT_LIMITS, mtApi } from '../../contract/mt-api.ts';
import type { Translators } from '../engines/translators.ts';
import { paragraphsOf } from './paragraphs.ts';

export interface MtDeps {
  http: HttpRouter;
  auth: Auth;
  media: MediaStorage;
  results: ResultsStore;
  translators: Translators;
}

/** GET /api/mt/languages and POST /api/mt/translate (answered while the caller waits: README, "Choices"). */
export function mtRoutes({ http, media, results, translators }: MtDeps): void {
  http.route(mtApi.languages, () => translators.served());

  http.route(mtApi.translate, async (request, reply) => {
    const { text, processId, source, target, engine } = request.body;
    const userId = request.authUser!.id;
    // Apertium reads its input from a file in the user's media folder, which the host sweeps of scratch.
    const options = { signal: clientGone(reply), scratchDir: media.dir(userId) };

    if (text !== undefined) {
      const { paragraphs, join } = paragraphsOf(text);
      const done = await translators.translate(paragraphs, { source: source!, target, engine }, options);
      return { engine: done.engine, ...done.direction, text: join(done.texts), transcript: null };
    }

    const stored = await ownedResult(results, request, processId!);
    if (stored.status !== 'done') throw new HttpError(409, `The transcript '${stored.processId}' is not finished (${stored.status}): translate it once it is done.`);
    const chars = stored.segments.reduce((sum, segment) => sum + segment.sent.length, 0);
    if (chars > MT_LIMITS.transcriptMaxChars) {
      throw new HttpError(413, `The transcript has ${chars.toLocaleString('en')} characters: at most ${MT_LIMITS.transcriptMaxChars.toLocaleString('en')} are translated at once.`);
    }
    const done = await translators.translate(stored.segments.map((s) => s.sent), { source: source ?? stored.language, target, engine }, options);
    const segments = stored.segments.map(({ position, start, end, spk, sent }, index) => ({ position, start, end, spk, original: sent, text: done.texts[index]! }));
    return {
      engine: done.engine, ...done.direction,
      text: segments.map((s) => s.text).filter((s) => s !== '').join('\n'),
      transcript: { processId: stored.processId, fn: stored.fn, duration: stored.duration, segments },
    };
  });
}
