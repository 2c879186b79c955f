/**
 * Fetching a user's media link on the server without letting the link reach the server's own
 * network (SSRF), for `platform.mediaIntake` (stt's `POST /api/stt/downloadVideo?link` and `uploadLink`).
 *
 * - http: and https: only, no credentials in the URL;
 * - every address the host resolves to must be public (address-policy.ts), and the connection
 *   goes to those checked addresses only: the request gets a `lookup` that answers them, so
 *   there is no second DNS resolution an attacker could answer differently (DNS rebinding);
 * - redirects are followed by hand, at most 5, each hop checked the same way;
 * - the size is bounded (a Content-Length over the limit is refused before reading; counting
 *   stops the download at the limit) and so is the time, across all hops and the body.
 *
 * Errors are HttpErrors: 400 bad or refused link, 413 too large, 502 upstream error, 504 timeout.
 * A body past the size or time limit is only known to be one while it is read, so whatever answers
 * the user reads it to the end first (into a file) and answers its status then.
 */
import type { LookupAddress } from 'node:dns';
import { createWriteStream } from 'node:fs';
import { open, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { dirname, join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, scratchName, type FetchedFile } from '@speechdeck/core/server';
import { allowedAddresses, parseLink } from './checked-link.ts';
import { fileNameFrom } from './file-name.ts';
import { timedOut, tooLarge, upstreamFailed } from './fetch-errors.ts';

export interface SafeFetchOptions {
  maxBytes: number;
  /** For the whole download: every hop and the body. */
  timeoutMs: number;
  /** Lets 127.0.0.1 and ::1 (nothing else private) through; for tests against a local server only. */
  allowLoopback: boolean;
  signal?: AbortSignal;
}


export interface FetchedStream {
  /** The body; it errors with a 413 HttpError past maxBytes and a 504 past the timeout. */
  stream: Readable;
  contentType: string | null;
  contentLength: number | null;
  finalUrl: string;
  fileName: string | null;
}

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads the link to `dest`; on any failure no file, not even a partial one, is left. The partial
 * file has a scratch name, so what a crash leaves behind is swept when the host starts.
 */
export async function safeFetchToFile(url: string, dest: string, options: SafeFetchOptions): Promise<FetchedFile> {
  const { stream, contentType, finalUrl, fileName } = await safeFetchStream(url, options);
  const partial = join(dirname(dest), scratchName('fetch'));
  try {
    await pipeline(stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, dest);
  } catch (error) {
    await unlink(partial).catch(() => {});
    throw error;
  }
  return { bytes: (await stat(dest)).size, contentType, finalUrl, fileName };
}

/**
 * Downloads the link whole into `dir` and answers it open and already removed from the folder: the
 * download's outcome (413, 504, ...) is known before anything is answered, and the bytes leave the
 * disk when the file is closed, whatever becomes of the process.
 */
export async function safeFetchToOpenFile(url: string, dir: string, options: SafeFetchOptions): Promise<FetchedFile & { file: FileHandle }> {
  const path = join(dir, scratchName('fetch'));
  const fetched = await safeFetchToFile(url, path, options);
  try {
    return { ...fetched, file: await open(path, 'r') };
  } finally {
    // One that cannot be removed now keeps its scratch name: the next start sweeps it.
    await unlink(path).catch(() => {});
  }
}

/** Opens the link: resolves once the final response's headers are in; the body errors past the limits. */
export async function safeFetchStream(url: string, options: SafeFetchOptions): Promise<FetchedStream> {
  const deadline = startDeadline(options);
  try {
    const { response, finalUrl } = await openFollowingRedirects(url, options.allowLoopback, deadline.signal);
    const declared = Number(response.headers['content-length']);
    const contentLength = response.headers['content-length'] !== undefined && Number.isSafeInteger(declared) ? declared : null;
    if (contentLength !== null && contentLength > options.maxBytes) {
      response.destroy();
      throw tooLarge(options.maxBytes);
    }
    const stream = limitBody(response, options.maxBytes, deadline);
    return {
      stream,
      contentType: response.headers['content-type'] ?? null,
      contentLength,
      finalUrl,
      fileName: fileNameFrom(response.headers['content-disposition'], finalUrl),
    };
  } catch (error) {
    deadline.dispose();
    throw error;
  }
}

interface Deadline {
  /** Aborted with a 504 HttpError at the timeout, or with the caller's reason. */
  signal: AbortSignal;
  dispose(): void;
}

function startDeadline(options: SafeFetchOptions): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timedOut(options.timeoutMs)), options.timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer!.reason);
  if (outer?.aborted) onOuterAbort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

async function openFollowingRedirects(link: string, allowLoopback: boolean, signal: AbortSignal): Promise<{ response: IncomingMessage; finalUrl: string }> {
  let url = parseLink(link);
  for (let redirects = 0; ; redirects++) {
    const response = await request(url, await allowedAddresses(url, allowLoopback, signal), signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw upstreamFailed(`The link's server answered a redirect (${status}) without a target.`);
      if (redirects === MAX_REDIRECTS) throw upstreamFailed(`The link redirects more than ${MAX_REDIRECTS} times.`);
      url = parseLink(new URL(location, url).href);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw upstreamFailed(`The link's server answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}.`);
    }
    return { response, finalUrl: url.href };
  }
}

function request(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        headers: { 'user-agent': 'speechdeck', accept: '*/*', 'accept-encoding': 'identity' },
        lookup: pinnedLookup(addresses),
        agent: false,
      },
      (response) => {
        signal.removeEventListener('abort', onAbort);
        resolve(response);
      },
    );
    const onAbort = () => req.destroy(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(signal.aborted ? signal.reason : upstreamFailed(`Could not reach the link's server (${errorCode(error)}).`));
    });
    req.end();
  });
}

/**
 * A DNS lookup that only ever answers the already-checked addresses. Node asks for all of them
 * (autoSelectFamily, on by default) and tries each in turn, so a host with both ::1 and
 * 127.0.0.1 works whichever one the server listens on.
 */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

/** Passes the body through while counting it, and ends it at the size limit or the deadline. */
function limitBody(response: IncomingMessage, maxBytes: number, deadline: Deadline): Readable {
  let bytes = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      bytes += chunk.length;
      done(bytes > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  // The deadline may end the stream before the caller attaches to it: that must not crash the
  // host. The caller still gets the error from pipeline() or iteration, which check `errored`.
  limited.on('error', () => {});
  const onAbort = () => limited.destroy(deadline.signal.reason);
  deadline.signal.addEventListener('abort', onAbort, { once: true });
  response.on('error', (error) => limited.destroy(error instanceof HttpError ? error : upstreamFailed('The download from the link broke off.')));
  limited.on('close', () => {
    deadline.signal.removeEventListener('abort', onAbort);
    deadline.dispose();
    response.destroy();
  });
  response.pipe(limited);
  return limited;
}

function errorCode(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}
