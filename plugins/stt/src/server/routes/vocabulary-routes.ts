import { sttVocabularyApi } from '../../contract/vocabulary-api.ts';
import type { SttDeps } from '../stt-deps.ts';

/** GET and PUT /api/stt/vocabulary: the caller's own list, or (an admin) the `userId` named. */
export function vocabularyRoutes({ http, auth, clock, vocabulary }: Pick<SttDeps, 'http' | 'auth' | 'clock' | 'vocabulary'>): void {
  http.route(sttVocabularyApi.getVocabulary, async (request) => vocabulary.get(auth.actingUserId(request, request.query.userId)));
  http.route(sttVocabularyApi.putVocabulary, async (request) =>
    vocabulary.put(auth.actingUserId(request, request.query.userId), request.body.words, clock.now()));
}
