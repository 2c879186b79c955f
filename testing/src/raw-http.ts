import { readdirSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';

export interface RawRequest {
  method?: string;
  /** Path and query, e.g. `/v1/image`. */
  path: string;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Content-Length to declare; more than the body sent makes a body that stops arriving. */
  declaredLength?: number;
  /** The client closes the connection when this aborts (once the body is written, if it already has). */
  leaveOn?: AbortSignal;
  /** Send the body in pieces of `every` bytes with `ms` of silence between them (a slow client). */
  pauses?: { every: number; ms: number };
}

export interface RawAnswer {
  /** null when the connection closed with no answer. */
  status: number | null;
  body: string;
  /** The host closed the connection (rather than keeping it for the next request). */
  closedByHost: boolean;
}

/**
 * Writes a request by hand over a plain socket, for bodies no HTTP client sends: cut off, stopped,
 * malformed. Resolves with the first complete answer, or when the connection closes.
 */
export function sendRaw(url: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const body = Buffer.from(request.body);
  const head = [
    `${request.method ?? 'POST'} ${request.path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Content-Length: ${request.declaredLength ?? body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let answer: Omit<RawAnswer, 'closedByHost'> | null = null;
    const parse = (): typeof answer => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (received.length < end + 4 + length) return null;
      const status = Number(text.slice(9, 12));
      return { status, body: received.subarray(end + 4, end + 4 + length).toString('utf8') };
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      answer ??= parse();
      // A kept connection would wait for our next request; the answer is all we need.
      if (answer && !/\r\nconnection: *close/i.test(received.toString('latin1'))) socket.destroy();
    });
    let hostClosed = false;
    socket.on('end', () => void (hostClosed = true));
    socket.on('error', () => void (hostClosed = !request.leaveOn?.aborted));
    socket.on('close', () => resolve({ status: answer?.status ?? null, body: answer?.body ?? '', closedByHost: hostClosed }));
    void (async () => {
      socket.write(`${head}\r\n\r\n`);
      const every = request.pauses?.every ?? body.length;
      for (let at = 0; at < body.length && !socket.destroyed; at += every) {
        if (at > 0) await new Promise((r) => setTimeout(r, request.pauses!.ms));
        await new Promise<void>((r) => socket.write(body.subarray(at, at + every), () => r()));
      }
      const leave = () => socket.destroy();
      if (request.leaveOn?.aborted) leave();
      else request.leaveOn?.addEventListener('abort', leave, { once: true });
    })();
  });
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file. */
  filename?: string;
}

/** A multipart/form-data body; `cut` stops it inside the last part, as a client that stops mid-file. */
export function multipartBody(boundary: string, parts: readonly FormPart[], cut = false): Buffer {
  const chunks = parts.map((part, i) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const last = i === parts.length - 1;
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from(last && cut ? '' : '\r\n'),
    ]);
  });
  return Buffer.concat([...chunks, Buffer.from(cut ? '' : `--${boundary}--\r\n`)]);
}

/**
 * Files this process holds open (the host runs in-process in tests): what an upload cut short would
 * leak. Sockets and pipes are left out: a database pool or an engine worker of an earlier test
 * opens and closes them on its own schedule.
 */
export function openDescriptors(): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith('/');
    } catch {
      return false; // closed while we looked
    }
  }).length;
}
