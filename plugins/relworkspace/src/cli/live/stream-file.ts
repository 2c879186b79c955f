import WebSocket from 'ws';
import { CliError, EXIT_CODES } from '@speechdeck/core/cli';
import { LIVE_BYTES_PER_SECOND, LIVE_CLOSE, liveSocketUrl, parseServerMessage, type LiveEnded, type LiveServerMessage } from '../../index.ts';
import { decodedPcm } from './decoded-pcm.ts';

/** A tenth of a second, as the page sends it. */
const FRAME_BYTES = LIVE_BYTES_PER_SECOND / 10;

export interface StreamOptions {
  server: string;
  ticket: string;
  token: string | null;
  file: string;
  realtime: boolean;
  onMessage: (message: LiveServerMessage) => void;
}

/**
 * Streams a file over a live session's socket: frames of 0.1 s, paced at real time with
 * `realtime`, else as fast as the host takes them; then `stop`, and waits for the saved session.
 */
export async function streamFile(options: StreamOptions): Promise<LiveEnded> {
  const socket = new WebSocket(liveSocketUrl(options.server, options.ticket), { headers: options.token ? { authorization: `Bearer ${options.token}` } : {} });
  let ended: LiveEnded | undefined;
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const closed = new Promise<{ code: number; reason: string }>((resolve, reject) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.on('unexpected-response', (_request, response) => reject(new CliError(EXIT_CODES.FAILURE, `The host refused the live session (HTTP ${response.statusCode}).`)));
    socket.on('error', (error) => reject(new CliError(EXIT_CODES.UNREACHABLE, `The live session's connection failed: ${error.message}`)));
  });
  socket.on('message', (data, isBinary) => {
    const message = isBinary ? undefined : parseServerMessage(data.toString());
    if (!message) return;
    if (message.type === 'ready') ready();
    if (message.type === 'ended') ended = message;
    options.onMessage(message);
  });

  await Promise.race([isReady, closed]);
  if (socket.readyState === WebSocket.OPEN) {
    try {
      await sendAudio(socket, options);
    } catch (error) {
      // Stopped like any session, so the host has saved what was sent (and freed the user's one
      // session) before this exits: a run straight after is not refused.
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'stop' }));
      await closed.catch(() => undefined);
      throw error;
    }
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'stop' }));
  }
  const { code, reason } = await closed;
  if (ended && code !== LIVE_CLOSE.failed) return ended;
  throw new CliError(EXIT_CODES.FAILURE, `The live session closed (${code}): ${reason || 'no reason given'}`);
}

async function sendAudio(socket: WebSocket, options: StreamOptions): Promise<void> {
  const started = Date.now();
  let sent = 0;
  let pending = Buffer.alloc(0);
  const send = (frame: Buffer) => new Promise<void>((resolve) => socket.send(frame, () => resolve()));
  const reading = new AbortController();
  socket.once('close', () => reading.abort());
  for await (const chunk of decodedPcm(options.file, reading.signal)) {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= FRAME_BYTES && socket.readyState === WebSocket.OPEN) {
      await send(pending.subarray(0, FRAME_BYTES));
      pending = pending.subarray(FRAME_BYTES);
      sent += FRAME_BYTES;
      if (options.realtime) {
        const wait = started + (sent / LIVE_BYTES_PER_SECOND) * 1000 - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
  const whole = pending.length - (pending.length % 2);
  if (whole > 0 && socket.readyState === WebSocket.OPEN) await send(pending.subarray(0, whole));
}
