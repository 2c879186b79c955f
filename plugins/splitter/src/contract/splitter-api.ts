import { z } from 'zod';
import { defineEndpoint, jobStatus, queryFlag, userIdQuery } from '@speechdeck/core';

const tags = ['splitter'];

/** The two sides of a call recording, in channel order: channel 0 is the left one. */
export const CHANNEL_SIDES = ['left', 'right'] as const;
export type ChannelSide = (typeof CHANNEL_SIDES)[number];

/** Who is on each channel when the request does not say: a call centre's recorder puts the agent on the left. */
export const DEFAULT_CHANNEL_NAMES = { left: 'agent', right: 'customer' } as const;

export const SPLITTER_LIMITS = {
  /** A channel's name is a speaker label in the workspace: short. */
  nameMaxChars: 40,
} as const;

const chanHint = 'Use chan=0 (left) or chan=1 (right), or leave it out for a zip of both channels.';

/**
 * `chan`: a channel number counted from 0, or `left` / `right` for 0 / 1. Empty (`?chan=`) is the
 * same as absent. Whether the channel exists is the recording's question, answered after upload.
 */
export const channelParam = z
  .union([z.number(), z.string()])
  .transform((value, context) => {
    const text = String(value).trim().toLowerCase();
    if (text === '') return undefined;
    if (text === 'left' || text === 'right') return CHANNEL_SIDES.indexOf(text);
    if (/^\d{1,2}$/.test(text)) return Number(text);
    context.addIssue({ code: 'custom', message: chanHint });
    return z.NEVER;
  });

/** A channel's speaker name: 1-40 characters, no control characters. */
export const channelName = z
  .string()
  .trim()
  .min(1, 'Give the channel a name.')
  .max(SPLITTER_LIMITS.nameMaxChars, `At most ${SPLITTER_LIMITS.nameMaxChars} characters.`)
  .refine((name) => !/\p{Cc}/u.test(name), 'The name has control characters.');

/** The recognition query: language as recognition takes it, and who is on each channel. */
export const callRecognitionQuery = z
  .object({
    language: z.string().trim().toLowerCase().regex(/^[a-z]{2,3}(-[a-z0-9]+)?$/, 'Use a language code such as en or tr.').default('en'),
    userId: userIdQuery,
    left: channelName.default(DEFAULT_CHANNEL_NAMES.left),
    right: channelName.default(DEFAULT_CHANNEL_NAMES.right),
    /** Sentence case and punctuation in each turn (recognition's `punct`). */
    punct: queryFlag(true),
  })
  .refine((query) => query.left.toLocaleLowerCase() !== query.right.toLocaleLowerCase(), {
    path: ['right'],
    message: 'The two channels need different names.',
  });
export type CallRecognitionQuery = z.input<typeof callRecognitionQuery>;

export type CallJobStatus = z.infer<typeof jobStatus>;

/** A call recognition: both channels recognized, merged by time, saved to the workspace as `processId`. */
export const callRecognition = z.object({
  id: z.string(),
  status: jobStatus,
  /** 0..1 */
  progress: z.number(),
  error: z.string().nullable(),
  fileName: z.string(),
  language: z.string(),
  /** The speaker names, channel 0 (left) first. */
  channels: z.array(z.string()),
  /** Seconds of the recording. */
  duration: z.number(),
  /** The workspace result, once done. */
  processId: z.string().nullable(),
  createdAt: z.string(),
});
export type CallRecognition = z.infer<typeof callRecognition>;

export const splitterApi = {
  /** Binary answer: `audio/wav` (one channel) or `application/zip` (every channel), with Content-Disposition. */
  splitTelRecordToMono: defineEndpoint({
    method: 'POST', path: '/api/stt/splitTelRecordToMono', access: 'user', tags,
    summary: 'Splits a stereo call recording (multipart `file`, any container ffmpeg reads): `chan` answers that channel as a 16-bit mono WAV at the recording\'s sample rate; without it, a zip of every channel.',
    query: z.object({ chan: channelParam.optional() }), body: 'multipart', response: 'binary',
  }),
  recognize: defineEndpoint({
    method: 'POST', path: '/api/splitter/recognize', access: 'user', tags,
    summary: 'Queues recognition of a stereo call recording (multipart `file`): each channel separately, merged by time with the channel names as speakers, saved to the workspace; answers its id.',
    query: callRecognitionQuery, body: 'multipart', response: z.object({ id: z.string() }),
  }),
  recognition: defineEndpoint({
    method: 'GET', path: '/api/splitter/recognize/{id}', access: 'user', tags,
    summary: "A call recognition's state, progress and, once done, the workspace result it was saved as.",
    params: z.object({ id: z.string().min(1) }), response: callRecognition,
  }),
} as const;
