import type { HttpRouter } from '@speechdeck/core/server';
import { openaiApi } from '../../contract/openai-api.ts';
import { installedModels, type ModelEngines } from './installed-models.ts';

/** GET /v1/models. `created` is when this host started: the models are what it loaded then. */
export function modelsRoute(http: HttpRouter, engines: ModelEngines, startedAt: Date): void {
  const created = Math.floor(startedAt.getTime() / 1000);
  http.route(openaiApi.models, async () => ({ object: 'list' as const, data: installedModels(engines, created) }));
}
