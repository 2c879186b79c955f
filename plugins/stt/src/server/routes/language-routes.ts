import { sttLanguagesApi } from '../../contract/languages-api.ts';
import type { SttDeps } from '../stt-deps.ts';

/** GET /api/stt/languages: what the configured recognizers serve ('*' is the route for every other language). */
export function languageRoutes({ http, engines }: SttDeps): void {
  const served = engines.asr.languages.map((route) => route.language);
  const answer = { languages: served.filter((language) => language !== '*'), anyLanguage: served.includes('*') };
  http.route(sttLanguagesApi.languages, async () => answer);
}
