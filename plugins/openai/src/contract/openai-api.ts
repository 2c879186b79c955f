import { z } from 'zod';
import { defineEndpoint } from '@speechdeck/core';

const tags = ['openai'];

/** OpenAI's audio formats for /v1/audio/speech; `pcm` is raw 24 kHz 16-bit little-endian mono, as OpenAI's. */
export const SPEECH_FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;
export type SpeechFormat = (typeof SPEECH_FORMATS)[number];

/** OpenAI's transcription answers. */
export const TRANSCRIPTION_FORMATS = ['json', 'text', 'srt', 'vtt', 'verbose_json', 'diarized_json'] as const;
export type TranscriptionFormat = (typeof TRANSCRIPTION_FORMATS)[number];

/** OpenAI's bound on `input` (its documented maximum), below tts's synchronous limit (5,000). */
export const SPEECH_INPUT_MAX_CHARS = 4096;

export const speechRequest = z.object({
  model: z.string().min(1),
  input: z.string().min(1, 'The input is empty.').max(SPEECH_INPUT_MAX_CHARS, `At most ${SPEECH_INPUT_MAX_CHARS} characters.`),
  // OpenAI also takes a custom voice as { id }: ours are ids already.
  voice: z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform((v) => v.id)]),
  response_format: z.enum(SPEECH_FORMATS).default('mp3'),
  speed: z.number().min(0.25).max(4).default(1),
  /** gpt-4o-mini-tts's manner of speaking: accepted, not followed (no engine here takes it). */
  instructions: z.string().optional(),
  /** Only whole audio ('audio'); OpenAI's 'sse' is not offered. */
  stream_format: z.literal('audio').optional(),
});
export type SpeechRequest = z.output<typeof speechRequest>;

export const openaiModel = z.object({
  id: z.string(),
  object: z.literal('model'),
  created: z.number().int(),
  owned_by: z.literal('speechdeck'),
  /** Ours: what the model does here ('transcription', 'diarization', 'speech'). */
  capability: z.enum(['transcription', 'diarization', 'speech']),
  /** Ours: the engine (and for OpenAI's names, the engine they map to) that serves it on this host. */
  engine: z.string(),
});

export const openaiApi = {
  transcriptions: defineEndpoint({
    method: 'POST', path: '/v1/audio/transcriptions', access: 'user', tags, body: 'multipart',
    summary: 'OpenAI-compatible transcription: multipart `file`, `model` and OpenAI\'s options; answers json, text, srt, vtt, verbose_json, diarized_json or server-sent events.',
    response: 'text',
  }),
  speech: defineEndpoint({
    method: 'POST', path: '/v1/audio/speech', access: 'user', tags, body: speechRequest,
    summary: 'OpenAI-compatible speech synthesis: audio in the format asked for.',
    response: 'binary',
  }),
  models: defineEndpoint({
    method: 'GET', path: '/v1/models', access: 'user', tags,
    summary: 'The installed engines as OpenAI models, OpenAI\'s names with the engine each runs on.',
    response: z.object({ object: z.literal('list'), data: z.array(openaiModel) }),
  }),
} as const;
