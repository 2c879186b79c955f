import { z } from 'zod';
import { defineEndpoint } from '@speechdeck/core';
import { recognizedSegment, recognizedWord } from '@speechdeck/plugin-workspace';

const tags = ['relworkspace'];

/** What the socket carries: 16-bit little-endian PCM, mono, at this rate (2 bytes a sample). */
export const LIVE_SAMPLE_RATE = 16_000;
export const LIVE_BYTES_PER_SECOND = LIVE_SAMPLE_RATE * 2;

/** The WebSocket a ticket opens: `GET /api/relworkspace/live?ticket=...` (ws:// or wss://). */
export const LIVE_SOCKET_PATH = '/api/relworkspace/live';

export const liveSessionRequest = z.object({
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2,3}(-[a-z0-9]+)?$/, 'Use a language code such as en or tr.').default('en'),
  /** Label the saved segments with speakers (diarized when the session stops). */
  speakers: z.boolean().default(false),
  /** The name the session is saved under in the workspace (default: "Live session <date time>"). */
  name: z.string().trim().min(1).max(200).optional(),
});
export type LiveSessionRequest = z.input<typeof liveSessionRequest>;

export const liveLimits = z.object({
  /** A session ends by itself, and is saved, after this much audio. */
  maxSeconds: z.number(),
  /** The largest binary frame accepted. */
  maxFrameBytes: z.number().int(),
  /** A session that receives nothing for this long ends, and is saved. */
  idleSeconds: z.number(),
});
export type LiveLimits = z.infer<typeof liveLimits>;

export const liveTicket = z.object({
  /** One use, for the caller only, valid until `expiresAt`. */
  ticket: z.string(),
  /** Where to open the WebSocket: `${path}?ticket=${ticket}` on the same host. */
  path: z.string(),
  expiresAt: z.string(),
  language: z.string(),
  /** The recognizer that will serve the session, e.g. 'pocketsphinx' or 'openai'. */
  engine: z.string(),
  limits: liveLimits,
});
export type LiveTicket = z.infer<typeof liveTicket>;

export const relworkspaceApi = {
  openSession: defineEndpoint({
    method: 'POST', path: '/api/relworkspace/sessions', access: 'user', tags,
    summary: 'Ask for a live session: answers a one-use ticket (30 s) for the WebSocket GET /api/relworkspace/live?ticket=..., over which the client streams 16 kHz mono 16-bit PCM and receives partial and final text.',
    body: liveSessionRequest, response: liveTicket,
  }),
} as const;

/** Why a session ended (the `ended` message). */
export const END_REASONS = ['stopped', 'limit', 'idle', 'disconnected', 'host', 'rejected', 'failed'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Text of the utterance still being spoken; replaced by the next partial or by its final. */
const partialMessage = z.object({ type: z.literal('partial'), text: z.string(), start: z.number() });
/** One utterance, recognized: it no longer changes (save for its speaker, labelled in `ended`). */
const finalMessage = z.object({
  type: z.literal('final'),
  position: z.number().int(),
  start: z.number(),
  end: z.number(),
  text: z.string(),
  words: z.array(recognizedWord),
  /** Seconds of audio received when this final was sent: `received - end` is how late it came. */
  received: z.number(),
});
const readyMessage = z.object({ type: z.literal('ready'), language: z.string(), engine: z.string(), limits: liveLimits });
/** The saved session: its workspace result (null when no audio came), as `#/asr-workspace` shows it. */
const endedMessage = z.object({
  type: z.literal('ended'),
  reason: z.enum(END_REASONS),
  message: z.string().optional(),
  result: z.object({ processId: z.string(), fn: z.string(), duration: z.number(), segments: z.array(recognizedSegment), notes: z.array(z.string()) }).nullable(),
});

export const liveServerMessage = z.discriminatedUnion('type', [readyMessage, partialMessage, finalMessage, endedMessage]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;
export type LiveFinal = z.infer<typeof finalMessage>;
export type LiveEnded = z.infer<typeof endedMessage>;

/** Text frames the client sends; audio goes as binary frames. */
export const liveClientMessage = z.discriminatedUnion('type', [z.object({ type: z.literal('stop') })]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/**
 * Close codes (4000-4999 are the application's): the close reason says what happened in words.
 * A session that was saved closes with 1000 (1001 when the host is stopping).
 */
export const LIVE_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  badFrame: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  busy: 4409,
  unavailable: 4503,
  failed: 4500,
} as const;
