import { describe, expect, it } from 'vitest';
import { routePattern, routesNotReached } from './route-coverage.ts';

describe('route coverage', () => {
  it('matches a path parameter to one segment, and nothing else', () => {
    expect(routePattern('/api/elastic/load_audio/{pid}').test('/api/elastic/load_audio/abc-1')).toBe(true);
    expect(routePattern('/api/elastic/load_audio/{pid}').test('/api/elastic/load_audio/a/b')).toBe(false);
    expect(routePattern('/api/stt/recognize').test('/api/stt/recognizeQueue')).toBe(false);
  });

  it('names each route no request reached, by method', () => {
    const document = { paths: { '/user/find/{id}': { get: {} }, '/user/delete/{id}': { delete: {} }, '/auth/login': { post: {} } } };
    expect(routesNotReached(document, ['GET /user/find/7', 'GET /user/delete/7', 'POST /auth/login'])).toEqual(['DELETE /user/delete/{id}']);
  });
});
