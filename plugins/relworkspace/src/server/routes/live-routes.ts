import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { HttpError, newProcessOwner, type Auth, type Clock, type HttpRouter, type Logger, type PluginDatabase } from '@speechdeck/core/server';
import { LIVE_CLOSE, LIVE_SOCKET_PATH, relworkspaceApi } from '../../contract/live-api.ts';
import type { LiveConfig } from '../live-settings.ts';
import { engineFor, startRecognizer, type RecognizerDeps } from '../recognize/recognizer-for.ts';
import { LiveSession } from '../session/live-session.ts';
import { liveMigrations } from '../session/live-migrations.ts';
import { LiveTickets } from '../session/live-tickets.ts';
import { HEARTBEAT_MS, OpenSessions } from '../session/open-sessions.ts';
import type { SaveDeps } from '../session/save-session.ts';

export interface LiveRouteDeps extends RecognizerDeps, SaveDeps {
  http: HttpRouter;
  auth: Auth;
  clock: Clock;
  logger: Logger;
  database: PluginDatabase;
  config: LiveConfig;
}

/** Larger than any frame the session takes, so that an oversized one gets the session's own words. */
const SOCKET_MAX_PAYLOAD = 1024 * 1024;

/**
 * POST /api/relworkspace/sessions (a ticket) and the WebSocket it opens. A browser cannot put a
 * bearer token on a WebSocket, hence the one-use ticket asked for with the token; a client that
 * can (the CLI) sends its token too, and it must be the ticket's user. Refusals close the socket
 * with a 44xx code and a reason the page can show.
 *
 * Tickets and the one-session-per-user rule live in the shared database, so any API host of the
 * data dir may answer the ticket call and another the socket. The session limit counts this host's
 * sessions only: each host runs the recognizers of its own sessions.
 */
export async function liveRoutes(deps: LiveRouteDeps): Promise<void> {
  const { http, auth, config, database } = deps;
  database.migrate(liveMigrations);
  const tickets = new LiveTickets(database.db, deps.clock);
  const open = new OpenSessions(database.db, newProcessOwner());
  const sessions = new Map<number, LiveSession>();
  const heartbeat = setInterval(() => {
    if (sessions.size > 0) open.beat();
  }, HEARTBEAT_MS).unref();

  const busy = { code: LIVE_CLOSE.busy, message: 'You already have a live session open: stop it first (one at a time).' };
  const refusal = (userId: number): { code: number; message: string } | undefined => {
    if (sessions.has(userId) || open.holder(userId)) return busy;
    if (sessions.size >= config.maxSessions) return { code: LIVE_CLOSE.unavailable, message: `The host is serving its limit of ${config.maxSessions} live sessions: try again in a while.` };
    return undefined;
  };

  http.route(relworkspaceApi.openSession, async (request) => {
    const userId = request.authUser!.id;
    const refused = refusal(userId);
    if (refused) throw new HttpError(refused.code === LIVE_CLOSE.busy ? 409 : 503, refused.message);
    const { language, engine } = engineFor(deps, request.body.language);
    const { ticket, expiresAt } = tickets.issue({ userId, language, speakers: request.body.speakers, ...(request.body.name ? { name: request.body.name } : {}) });
    return { ticket, path: LIVE_SOCKET_PATH, expiresAt: expiresAt.toISOString(), language, engine, limits: config.limits };
  });

  const endAll = async () => {
    clearInterval(heartbeat);
    await Promise.all([...sessions.values()].map((session) => session.end('host', 'The host is stopping; the session was saved.')));
    open.leave();
  };
  await http.fastify.register(websocket, {
    options: { maxPayload: SOCKET_MAX_PAYLOAD },
    // Sessions are saved and told why before their sockets close.
    preClose: async function closeSessions(this: { websocketServer: { clients: Set<WebSocket> } }) {
      await endAll();
      for (const client of this.websocketServer.clients) client.close(LIVE_CLOSE.goingAway, 'The host is stopping.');
    },
  });

  const bearerMustMatch = auth.guard('user');
  http.fastify.get<{ Querystring: { ticket?: string } }>(LIVE_SOCKET_PATH, {
    websocket: true,
    // A token, when the client can send one, is checked like any call's (401 before the upgrade).
    preHandler: async (request, reply) => {
      if (request.headers.authorization) await bearerMustMatch(request, reply);
    },
  }, (socket, request) => {
    const grant = tickets.take(String(request.query.ticket ?? ''));
    if (!grant) {
      socket.close(LIVE_CLOSE.unauthorized, 'The ticket is missing, expired or used: ask POST /api/relworkspace/sessions for one.');
      return;
    }
    if (request.authUser && request.authUser.id !== grant.userId) {
      socket.close(LIVE_CLOSE.forbidden, 'This ticket was given to another user.');
      return;
    }
    // The claim settles a race the check above cannot: two sockets of one user on two hosts at once.
    const refused = refusal(grant.userId) ?? (open.claim(grant.userId) ? undefined : busy);
    if (refused) {
      socket.close(refused.code, refused.message);
      return;
    }
    const session = new LiveSession(socket, grant, deps, () => {
      sessions.delete(grant.userId);
      open.release(grant.userId);
    });
    sessions.set(grant.userId, session);
    void session.open((events) => startRecognizer(deps, events));
  });
}
