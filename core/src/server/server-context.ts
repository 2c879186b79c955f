import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../contract/endpoint.ts';
import type { RoleName } from '../contract/accounts.ts';

/** The caller, as the auth guard established it from the bearer token. */
export interface AuthUser {
  id: number;
  email: string;
  role: RoleName;
}

/**
 * The host's services, handed to every plugin's server part. Plugins get what they need from here
 * and never import the server package.
 */
export interface ServerContext {
  /** All state lives below this folder. */
  dataDir: string;
  /** A preHandler that answers 401/403 unless the caller has the access asked for. */
  guard(access: Access): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * `userId` never widens access: it must name the caller (admins excepted). Throws a 403 HttpError.
   * Answers the user id the request acts for.
   */
  actingUserId(request: FastifyRequest, userId: number | string | undefined): number;
  /** Current time; injectable so tests control expiry without sleeping. */
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    speechdeck: ServerContext;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** A plugin's server part: a Fastify plugin given the host's services. */
export interface ServerPlugin {
  id: string;
  routes: (app: import('fastify').FastifyInstance, options: { context: ServerContext }) => Promise<void>;
}
