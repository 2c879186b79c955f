import { vcApi } from '../../contract/vc-api.ts';
import type { VcDeps } from '../vc-deps.ts';

export function engineRoutes({ http, cloners }: Pick<VcDeps, 'http' | 'cloners'>): void {
  http.route(vcApi.engines, async () => ({ engines: cloners.list() }));
}
