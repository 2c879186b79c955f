import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../contract/endpoint.ts';
import type { RoleName } from '../contract/accounts.ts';
import type { Database } from 'better-sqlite3';
import type { JobQueue } from './job-queue.ts';
import type { ResultsStore } from './results-store.ts';
import type { Engines } from './engines.ts';

/** A schema change owned by the host or one plugin; applied once, in version order. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

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
  /** The host's SQLite database; a plugin keeps its own tables, created through `migrate`. */
  db: Database;
  /** Applies a plugin's migrations (owner = plugin id) once, in order. */
  migrate(owner: string, migrations: readonly Migration[]): void;
  engines: Engines;
  results: ResultsStore;
  jobs: JobQueue;
  /** Folder for a user's media files (created on demand). */
  mediaDir(userId: number): string;
  /** Limits plugins apply to uploads and to links they fetch for the user. */
  limits: { uploadMaxBytes: number; fetchMaxBytes: number; fetchTimeoutMs: number; fetchAllowLoopback: boolean };
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

export type { Database };
