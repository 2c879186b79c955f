import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

/** One request the balancer passed on: to which upstream, and what it answered (502: unreachable; 499: the client left first). */
export interface Forwarded {
  upstream: string;
  method: string;
  path: string;
  status: number;
}

export interface RoundRobinBalancer {
  /** The one origin the browser sees, `http://127.0.0.1:<port>`. */
  url: string;
  /** The hosts to take turns between (set once they are up: the balancer's URL is needed to start them). */
  route(upstreams: readonly { name: string; url: string }[]): void;
  /** Every request forwarded so far, in the order their answers began. */
  forwarded: Forwarded[];
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection, not to the request: a proxy does not pass them on.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate'];
const endToEnd = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/**
 * A reverse proxy on loopback that sends each request to the next host in turn, with no stickiness
 * (nginx's default `upstream` without ip_hash): a page's consecutive calls land on different hosts.
 * Bodies stream both ways (uploads, ranged audio) without being buffered; WebSocket upgrades are
 * not handled. It adds X-Forwarded-For as the documented nginx front does, and names the host that
 * answered in an `X-Balanced-To` response header.
 */
export async function startRoundRobinBalancer(): Promise<RoundRobinBalancer> {
  let upstreams: readonly { name: string; url: string }[] = [];
  let turn = 0;
  const forwarded: Forwarded[] = [];
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    if (upstreams.length === 0) {
      outgoing.writeHead(503).end('no upstream yet');
      return;
    }
    const upstream = upstreams[turn++ % upstreams.length]!;
    const target = new URL(upstream.url);
    const note = (status: number) => forwarded.push({ upstream: upstream.name, method: incoming.method ?? 'GET', path: incoming.url ?? '/', status });
    const ahead = request({
      agent, host: target.hostname, port: target.port, method: incoming.method, path: incoming.url,
      headers: { ...endToEnd(incoming.headers), 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' },
    }, (answer) => {
      note(answer.statusCode ?? 0);
      // Says which host answered, for a test to tell from the page's side (nginx: add_header X-Upstream $upstream_addr).
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, { ...endToEnd(answer.headers), 'x-balanced-to': upstream.name });
      // The browser dropping a ranged audio request mid-body is normal: end both sides quietly.
      pipeline(answer, outgoing, () => {});
    });
    ahead.on('error', (error) => {
      if (outgoing.headersSent) return void outgoing.destroy();
      // The browser gave up on the request before the host answered (nginx logs 499): not the host's failure.
      if (outgoing.destroyed) return void note(499);
      note(502);
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`balancer: ${upstream.name} answered nothing: ${error.message}`);
    });
    pipeline(incoming, ahead, () => {});
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (list) => void (upstreams = list),
    forwarded,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}
