import { z } from 'zod';
import { defineEndpoint, jobStatus, okMessage, SYNTHESIS_LIMITS, synthesisVoice, type SynthesisVoice } from '@speechdeck/core';

const tags = ['tts'];

/** The e-mail entity of spec §3. `emailBody` is HTML; the host sanitizes it before sending. */
export const emailBody = z.object({
  receiverEmail: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
  emailSubject: z.string().trim().min(1, 'Required.').max(200),
  emailBody: z.string().max(100_000),
});
export type EmailBody = z.infer<typeof emailBody>;

export const AUDIO_FORMATS = ['wav', 'mp3', 'ogg'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];
export const AUDIO_CONTENT_TYPES: Record<AudioFormat, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', ogg: 'audio/ogg' };

/**
 * How much text one call takes. A synchronous call answers while the client waits, so it takes
 * less; longer text goes to `synthesizeQueue`, which cuts it by sentence and reports progress.
 */
export const TTS_LIMITS = { syncMaxChars: 5_000, queueMaxChars: 100_000, ...SYNTHESIS_LIMITS } as const;

export const voice = synthesisVoice;
export type Voice = SynthesisVoice;

export const voicesResponse = z.object({ voices: z.array(voice) });

/** What to say and how. Exactly one of `text` and `html` (the editor's HTML, read as its text). */
export const synthesisRequest = z.object({
  text: z.string().optional(),
  html: z.string().optional(),
  language: z.string().trim().min(1, 'Choose a language.'),
  voice: z.string().trim().min(1).optional(),
  /** Speaking rate: 1 is the voice's own, 2 twice as fast. */
  rate: z.number().min(TTS_LIMITS.rate.min).max(TTS_LIMITS.rate.max).default(1),
  /** Semitones up or down from the voice's own pitch. */
  pitch: z.number().min(TTS_LIMITS.pitch.min).max(TTS_LIMITS.pitch.max).default(0),
  format: z.enum(AUDIO_FORMATS).default('wav'),
});
export type SynthesisRequest = z.input<typeof synthesisRequest>;

/** A stored synthesis: the user's until deleted. */
export const synthesis = z.object({
  id: z.string(),
  status: jobStatus,
  /** 0..1: the share of the text's sentences synthesized. */
  progress: z.number(),
  error: z.string().nullable(),
  /** The text's first words, to tell syntheses apart in a list. */
  title: z.string(),
  characters: z.number().int(),
  language: z.string(),
  voice: z.string(),
  engine: z.string(),
  format: z.enum(AUDIO_FORMATS),
  /** Seconds of audio, once done. */
  duration: z.number().nullable(),
  /** Size of the audio file, once done. */
  bytes: z.number().int().nullable(),
  /** The file name the audio downloads as, e.g. 'speech-2026-11-22-the-north-wind.mp3'. */
  fileName: z.string(),
  createdAt: z.string(),
});
export type Synthesis = z.infer<typeof synthesis>;

const idParams = z.object({ id: z.string().min(1) });

/** send-tts: the spec's e-mail entity, plus the audio to attach: a stored synthesis, or text to synthesize now. */
export const sendTtsBody = emailBody.extend({
  synthesisId: z.string().min(1).optional(),
  text: z.string().optional(),
  language: z.string().optional(),
  voice: z.string().optional(),
  rate: synthesisRequest.shape.rate.optional(),
  pitch: synthesisRequest.shape.pitch.optional(),
  format: z.enum(AUDIO_FORMATS).optional(),
});
export type SendTtsBody = z.input<typeof sendTtsBody>;

export const ttsApi = {
  voices: defineEndpoint({
    method: 'GET', path: '/api/tts/voices', access: 'public', tags,
    summary: 'The voices this installation serves (id, name, language, gender where known, engine).',
    response: voicesResponse,
  }),
  synthesize: defineEndpoint({
    method: 'POST', path: '/api/tts/synthesize', access: 'user', tags,
    summary: 'Synthesizes short text while the client waits; answers the audio as a file.',
    body: synthesisRequest, response: 'binary',
  }),
  synthesizeQueue: defineEndpoint({
    method: 'POST', path: '/api/tts/synthesizeQueue', access: 'user', tags,
    summary: 'Queues a synthesis of long text (cut by sentence, with progress); answers its id.',
    body: synthesisRequest, response: z.object({ id: z.string() }),
  }),
  syntheses: defineEndpoint({
    method: 'GET', path: '/api/tts/synthesize', access: 'user', tags,
    summary: "The user's stored syntheses, newest first.",
    response: z.object({ syntheses: z.array(synthesis) }),
  }),
  synthesis: defineEndpoint({
    method: 'GET', path: '/api/tts/synthesize/{id}', access: 'user', tags,
    summary: "A stored synthesis's state.", params: idParams, response: synthesis,
  }),
  synthesisAudio: defineEndpoint({
    method: 'GET', path: '/api/tts/synthesize/{id}/audio', access: 'user', tags,
    summary: "A finished synthesis's audio as a file (409 until it is done).", params: idParams, response: 'binary',
  }),
  deleteSynthesis: defineEndpoint({
    method: 'DELETE', path: '/api/tts/synthesize/{id}', access: 'user', tags,
    summary: 'Deletes a stored synthesis and its audio (stopping it if it runs).', params: idParams, response: okMessage,
  }),
  sendTts: defineEndpoint({
    method: 'POST', path: '/api/tts/send-tts', access: 'user', tags,
    summary: 'E-mails a synthesis (HTML body sanitized) with its audio attached: a stored synthesisId, or text to synthesize.',
    body: sendTtsBody, response: okMessage,
  }),
} as const;

