import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { HttpError } from '@speechdeck/core/server';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit cookie: the host hands out XSRF-TOKEN; an unsafe request that carries cookies must
 * echo it in X-XSRF-TOKEN (axios does so on same-origin calls). A CLI call with only a bearer token
 * and no cookie is not a browser riding on ambient credentials, so it is not asked for one.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'strict', httpOnly: false });
      }
      if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
        throw new HttpError(403, 'Missing or wrong X-XSRF-TOKEN header: reload the page and try again.');
      }
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
