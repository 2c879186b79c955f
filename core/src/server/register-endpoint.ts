import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Access } from '../contract/endpoint.ts';
import type { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../contract/endpoint.ts';

export interface EndpointRequest<E extends Endpoint> extends FastifyRequest {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply>;

export type EndpointRouteOptions = Pick<RouteOptions, 'bodyLimit' | 'config' | 'preHandler'>;

export type Guard = (access: Access) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** `/user/find/{id}` -> `/user/find/:id` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers a route from its contract entry: the host validates params, query and body and
 * serializes the answer with the same zod schemas the clients parse with, and guards access.
 * Plugins reach it through their HttpRouter (platform.http).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance, guardFor: Guard, endpoint: E, handler: EndpointHandler<E>, extra: EndpointRouteOptions = {},
): void {
  const schema: Record<string, unknown> = { summary: endpoint.summary, tags: [...endpoint.tags] };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && endpoint.body !== 'multipart') schema.body = endpoint.body;
  if (typeof endpoint.response !== 'string') schema.response = { 200: endpoint.response as z.ZodType };
  if (endpoint.access !== 'public') schema.security = [{ bearerAuth: [] }];
  const guard = guardFor(endpoint.access);
  const preHandler = extra.preHandler ? [guard, ...[extra.preHandler].flat()] : [guard];
  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    schema,
    ...extra,
    preHandler,
    handler: handler as unknown as RouteOptions['handler'],
  });
}
