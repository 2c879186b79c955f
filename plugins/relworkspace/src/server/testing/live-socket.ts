import { readFile } from 'node:fs/promises';
import WebSocket from 'ws';
import { readWavInfo } from '@speechdeck/core/server';
import { LIVE_BYTES_PER_SECOND, liveSocketUrl, parseServerMessage, type LiveServerMessage, type LiveSessionRequest, type LiveTicket } from '../../index.ts';

/** What a test saw of one socket: every server message (with when it came) and how it closed. */
export interface SocketLog {
  messages: (LiveServerMessage & { at: number })[];
  closed: Promise<{ code: number; reason: string }>;
  socket: WebSocket;
}

/** Asks for a ticket with the user's token (answers the HTTP status and the JSON body). */
export async function askTicket(baseUrl: string, token: string | undefined, body: LiveSessionRequest = {}): Promise<{ status: number; body: LiveTicket & { message?: string } }> {
  const response = await fetch(new URL('/api/relworkspace/sessions', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as LiveTicket & { message?: string } };
}

/** Opens the live socket; `headers` for a client that sends its token too. Rejects on an HTTP refusal of the upgrade. */
export function openSocket(baseUrl: string, ticket: string, headers: Record<string, string> = {}): Promise<SocketLog> {
  const socket = new WebSocket(liveSocketUrl(baseUrl, ticket), { headers });
  const messages: SocketLog['messages'] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  socket.on('message', (data, isBinary) => {
    const message = isBinary ? undefined : parseServerMessage(data.toString());
    if (message) messages.push({ ...message, at: Date.now() });
  });
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

export async function nextMessage<T extends LiveServerMessage['type']>(log: SocketLog, type: T, timeoutMs = 20_000): Promise<Extract<LiveServerMessage, { type: T }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = log.messages.find((m) => m.type === type);
    if (found) return found as unknown as Extract<LiveServerMessage, { type: T }>;
    if (Date.now() > deadline) throw new Error(`no '${type}' message within ${timeoutMs} ms; got ${log.messages.map((m) => m.type).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The samples of a 16 kHz mono WAV. */
export async function pcmOf(wavPath: string): Promise<Buffer> {
  const info = await readWavInfo(wavPath);
  const bytes = await readFile(wavPath);
  return bytes.subarray(info.dataOffset, info.dataOffset + info.frames * 2);
}

/** Sends PCM in 0.1 s frames, `speed` times faster than real time (Infinity: as fast as the socket takes it). */
export async function streamPcm(socket: WebSocket, pcm: Buffer, speed = 1): Promise<void> {
  const frame = LIVE_BYTES_PER_SECOND / 10;
  const started = Date.now();
  for (let offset = 0; offset < pcm.length; offset += frame) {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(pcm.subarray(offset, offset + frame));
    const due = started + ((offset + frame) / LIVE_BYTES_PER_SECOND) * (1000 / speed);
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
