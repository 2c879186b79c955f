import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { HttpError, newProcessOwner, type Auth, type AuthUser, type Clock, type HttpRouter, type Logger, type PluginStore } from '@speechdeck/core/server';
import { engineFor, type LiveRecognizers, type RecognizerDeps } from '@speechdeck/engines/live';
import { LIVE_CLOSE, LIVE_SOCKET_PATH, relworkspaceApi } from '../../contract/live-api.ts';
import type { LiveConfig } from '../live-settings.ts';
import { LiveSession } from '../session/live-session.ts';
import { liveMigrations, type LiveTables } from '../session/live-migrations.ts';
import { LiveTickets, type TicketGrant } from '../session/live-tickets.ts';
import { HEARTBEAT_MS, OpenSessions } from '../session/open-sessions.ts';
import type { SaveDeps } from '../session/save-session.ts';

export interface LiveRouteDeps extends RecognizerDeps, SaveDeps {
  http: HttpRouter;
  auth: Auth;
  clock: Clock;
  logger: Logger;
  store: PluginStore;
  config: LiveConfig;
  recognizers: LiveRecognizers;
}

/** Larger than any frame the session takes, so that an oversized one gets the session's own words. */
const SOCKET_MAX_PAYLOAD = 1024 * 1024;

interface Refusal {
  code: number;
  message: string;
}

const busy: Refusal = { code: LIVE_CLOSE.busy, message: 'You already have a live session open: stop it first (one at a time).' };
const unusableTicket: Refusal = { code: LIVE_CLOSE.unauthorized, message: 'The ticket is missing, expired or used: ask POST /api/relworkspace/sessions for one.' };
const otherUsersTicket: Refusal = { code: LIVE_CLOSE.forbidden, message: 'This ticket was given to another user.' };
const notOpened: Refusal = { code: LIVE_CLOSE.unavailable, message: 'The live session could not be opened: try again in a while.' };

/** The socket is paused while its ticket is checked; a paused socket would not read the client's answer to the close. */
function refuse(socket: WebSocket, { code, message }: Refusal): void {
  socket.resume();
  socket.close(code, message);
}

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
  const { http, auth, config, store, logger } = deps;
  await store.migrate(liveMigrations);
  const db = store.tables<LiveTables>();
  const tickets = new LiveTickets(db, deps.clock);
  const open = new OpenSessions(db, newProcessOwner());
  const sessions = new Map<number, LiveSession>();
  // Users whose socket is being admitted (its claim awaited): counted like open sessions, so that two admissions at once cannot pass the limit.
  const admitting = new Set<number>();
  const heartbeat = setInterval(() => {
    if (sessions.size > 0) open.beat().catch((error: unknown) => logger.error({ err: error }, 'the live sessions heartbeat could not be stored'));
  }, HEARTBEAT_MS).unref();

  const refusedHere = (userId: number): Refusal | undefined => {
    if (sessions.has(userId) || admitting.has(userId)) return busy;
    if (sessions.size + admitting.size >= config.maxSessions) return { code: LIVE_CLOSE.unavailable, message: `The host is serving its limit of ${config.maxSessions} live sessions: try again in a while.` };
    return undefined;
  };

  http.route(relworkspaceApi.openSession, async (request) => {
    const userId = request.authUser!.id;
    const refused = refusedHere(userId) ?? ((await open.holder(userId)) ? busy : undefined);
    if (refused) throw new HttpError(refused.code === LIVE_CLOSE.busy ? 409 : 503, refused.message);
    const { language, engine } = engineFor(deps, request.body.language);
    const { ticket, expiresAt } = await tickets.issue({ userId, language, speakers: request.body.speakers, ...(request.body.name ? { name: request.body.name } : {}) });
    return { ticket, path: LIVE_SOCKET_PATH, expiresAt: expiresAt.toISOString(), language, engine, limits: config.limits };
  });

  const endAll = async () => {
    clearInterval(heartbeat);
    await Promise.all([...sessions.values()].map((session) => session.end('host', 'The host is stopping; the session was saved.')));
    await open.leave();
  };
  await http.fastify.register(websocket, {
    options: { maxPayload: SOCKET_MAX_PAYLOAD },
    // Sessions are saved and told why before their sockets close.
    preClose: async function closeSessions(this: { websocketServer: { clients: Set<WebSocket> } }) {
      await endAll();
      for (const client of this.websocketServer.clients) client.close(LIVE_CLOSE.goingAway, 'The host is stopping.');
    },
  });

  // Synchronous from the claim on: the session is in `sessions` before `admitting` lets the user go.
  const startSession = (socket: WebSocket, grant: TicketGrant) => {
    const session = new LiveSession(socket, grant, deps, async () => {
      sessions.delete(grant.userId);
      await open.release(grant.userId).catch((error: unknown) => logger.error({ err: error }, 'a live session could not be released'));
    });
    sessions.set(grant.userId, session);
    // The engine is chosen again, as the ticket's was: a ticket lives 30 s, and may be spent on another host.
    void session.open((events) => deps.recognizers.start(events, engineFor(deps, grant.language)));
    // The session listens now: the frames held while the ticket was checked reach it.
    socket.resume();
  };

  const admit = async (socket: WebSocket, ticket: string, authUser: AuthUser | null): Promise<void> => {
    const grant = await tickets.take(ticket);
    if (!grant) return refuse(socket, unusableTicket);
    if (authUser && authUser.id !== grant.userId) return refuse(socket, otherUsersTicket);
    const refused = refusedHere(grant.userId);
    if (refused) return refuse(socket, refused);
    admitting.add(grant.userId);
    let claimed = false;
    let started = false;
    try {
      // The claim settles a race the check above cannot: two sockets of one user on two hosts at once.
      claimed = await open.claim(grant.userId);
      // A client that left while the claim was stored is not given a session.
      if (claimed && socket.readyState === socket.OPEN) {
        startSession(socket, grant);
        started = true;
      }
    } finally {
      admitting.delete(grant.userId);
      if (claimed && !started) await open.release(grant.userId);
    }
    if (!claimed) refuse(socket, busy);
  };

  const bearerMustMatch = auth.guard('user');
  http.fastify.get<{ Querystring: { ticket?: string } }>(LIVE_SOCKET_PATH, {
    websocket: true,
    // A token, when the client can send one, is checked like any call's (401 before the upgrade).
    preHandler: async (request, reply) => {
      if (request.headers.authorization) await bearerMustMatch(request, reply);
    },
  }, (socket, request) => {
    // Frames wait while the ticket and the claim are stored: nothing listens to the socket before its session does.
    socket.pause();
    admit(socket, String(request.query.ticket ?? ''), request.authUser).catch((error: unknown) => {
      logger.error({ err: error }, 'a live socket could not be admitted');
      refuse(socket, notOpened);
    });
  });
}
