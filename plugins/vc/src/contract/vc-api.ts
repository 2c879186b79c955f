import { z } from 'zod';
import { defineEndpoint, jobStatus, okMessage } from '@speechdeck/core';
import { AUDIO_FORMATS } from '@speechdeck/plugin-tts';

const tags = ['vc'];

/**
 * The fields of a clone request (multipart: the file `reference`, or `spk`, an enrolled speaker of
 * the user's). Sent as form fields beside the file.
 */
export const cloneFields = z.object({
  text: z.string(),
  language: z.string().trim().min(1, 'Choose a language.'),
  spk: z.string().trim().min(1).optional(),
  format: z.enum(AUDIO_FORMATS).default('wav'),
  /** 'voice-matching' (embedded, offline) or 'remote' (an XTTS-style server); the host's default when absent. */
  engine: z.enum(['voice-matching', 'remote']).optional(),
});
export type CloneFields = z.input<typeof cloneFields>;

export const VC_LIMITS = { syncMaxChars: 2_000, queueMaxChars: 50_000, referenceMinSeconds: 2, referenceMaxSeconds: 120 } as const;

export const vcEngine = z.object({
  id: z.enum(['voice-matching', 'remote']),
  /** What the page shows, e.g. 'Voice matching (flite slt, offline)'. */
  name: z.string(),
  isDefault: z.boolean(),
});

/** What was measured of the reference and done to match it; shown beside the audio. */
export const matchReport = z.object({
  engine: z.enum(['voice-matching', 'remote']),
  /** The offline voice the text was synthesized with (voice matching only). */
  baseVoice: z.string().nullable(),
  referencePitchHz: z.number().nullable(),
  outputPitchHz: z.number().nullable(),
  /** Cosine similarity of speaker embeddings, output vs reference (and the unmatched voice vs reference). */
  similarity: z.number().nullable(),
  unmatchedSimilarity: z.number().nullable(),
});
export type MatchReport = z.infer<typeof matchReport>;

export const cloneJob = z.object({
  id: z.string(),
  status: jobStatus,
  progress: z.number(),
  error: z.string().nullable(),
  title: z.string(),
  language: z.string(),
  format: z.enum(AUDIO_FORMATS),
  duration: z.number().nullable(),
  fileName: z.string(),
  report: matchReport.nullable(),
  createdAt: z.string(),
});
export type CloneJob = z.infer<typeof cloneJob>;

const idParams = z.object({ id: z.string().min(1) });

export const vcApi = {
  engines: defineEndpoint({
    method: 'GET', path: '/api/vc/engines', access: 'public', tags,
    summary: 'The cloning engines this installation serves.',
    response: z.object({ engines: z.array(vcEngine) }),
  }),
  /** Answers the audio; headers `X-Voice-Engine` and `X-Voice-Report` (the match report as JSON) say what produced it. */
  clone: defineEndpoint({
    method: 'POST', path: '/api/vc/clone', access: 'user', tags,
    summary: 'Speaks text in the voice of a reference recording (or an enrolled speaker); answers the audio.',
    body: 'multipart', response: 'binary',
  }),
  cloneQueue: defineEndpoint({
    method: 'POST', path: '/api/vc/cloneQueue', access: 'user', tags,
    summary: 'Queues a clone of long text; answers its id.',
    body: 'multipart', response: z.object({ id: z.string() }),
  }),
  clones: defineEndpoint({
    method: 'GET', path: '/api/vc/clone', access: 'user', tags,
    summary: "The user's stored clones, newest first.", response: z.object({ clones: z.array(cloneJob) }),
  }),
  cloneState: defineEndpoint({
    method: 'GET', path: '/api/vc/clone/{id}', access: 'user', tags,
    summary: "A queued clone's state.", params: idParams, response: cloneJob,
  }),
  cloneAudio: defineEndpoint({
    method: 'GET', path: '/api/vc/clone/{id}/audio', access: 'user', tags,
    summary: "A finished clone's audio as a file.", params: idParams, response: 'binary',
  }),
  deleteClone: defineEndpoint({
    method: 'DELETE', path: '/api/vc/clone/{id}', access: 'user', tags,
    summary: 'Deletes a stored clone and its audio.', params: idParams, response: okMessage,
  }),
} as const;
