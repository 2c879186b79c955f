import { z } from 'zod';
import { defineEndpoint, jobStatus, okMessage, userIdQuery } from '@speechdeck/core';

const tags = ['speaker'];

/**
 * What one call takes. Enrollment needs enough speech to describe a voice; identification a little
 * less. Recognition answers while the client waits (the specification's 30 s timeout), so its file
 * is bounded; diarization and tracking run as jobs and take long recordings.
 */
export const SV_LIMITS = {
  enrollMinSpeechSeconds: 3,
  /** A voiceprint with less speech than this is marked 'fair' at best. */
  enrollGoodSpeechSeconds: 20,
  enrollMaxSeconds: 600,
  identifyMinSpeechSeconds: 1,
  recognizeMaxSeconds: 300,
  /** The specification's speaker recognition timeout. */
  recognizeTimeoutMs: 30_000,
  speakersMax: 10,
  nameMaxChars: 100,
} as const;

/** The text `POST /api/sv/recognize` answers when no voiceprint is close enough. */
export const UNKNOWN_SPEAKER = 'unknown';

/**
 * An enrolled speaker's name: 1-100 characters, no control characters, not 'unknown' (that is the
 * open-set answer). Names compare without regard to case: 'Ayşe' and 'ayşe' are one speaker.
 */
export const speakerName = z
  .string()
  .trim()
  .min(1, 'Enter the speaker name.')
  .max(SV_LIMITS.nameMaxChars, `At most ${SV_LIMITS.nameMaxChars} characters.`)
  .refine((name) => !/\p{Cc}/u.test(name), 'The name has control characters.')
  .refine((name) => name.toLocaleLowerCase('en-US') !== UNKNOWN_SPEAKER, `'${UNKNOWN_SPEAKER}' is the answer for no match; choose another name.`);

/** How well a voiceprint can be trusted: speech time and how alike its clips are. */
export const voiceprintQuality = z.object({
  level: z.enum(['poor', 'fair', 'good']),
  /** Why, in a sentence, e.g. 'Only 6 s of speech: enroll another clip of 15 s or more.' */
  note: z.string(),
});
export type VoiceprintQuality = z.infer<typeof voiceprintQuality>;

export const enrolledSpeaker = z.object({
  spk: z.string(),
  clips: z.number().int(),
  /** Seconds of speech (pauses out) over all clips. */
  seconds: z.number(),
  enrolledAt: z.string(),
  updatedAt: z.string(),
  quality: voiceprintQuality,
});
export type EnrolledSpeaker = z.infer<typeof enrolledSpeaker>;

export type SvJobStatus = z.infer<typeof jobStatus>;

/** An enrollment: one clip added to the voiceprint of `spk`. */
export const enrollment = z.object({
  id: z.string(),
  spk: z.string(),
  status: jobStatus,
  progress: z.number(),
  error: z.string().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  /** Once done: what the clip gave, the voiceprint after it, and anything doubtful about the clip. */
  result: z
    .object({
      clipSeconds: z.number(),
      speechSeconds: z.number(),
      /** e.g. 'The clip seems to hold 2 voices; only the main one was enrolled.' */
      warnings: z.array(z.string()),
      speaker: enrolledSpeaker,
    })
    .nullable(),
});
export type Enrollment = z.infer<typeof enrollment>;

/** `score`: the likeness of the clip to the speaker's voiceprint, from 0 to 1. */
export const candidate = z.object({ spk: z.string(), score: z.number().min(0).max(1) });

/** The full answer of one identification (open set: `spk` is null when no voiceprint is close enough). */
export const identification = z.object({
  id: z.string(),
  fileName: z.string(),
  duration: z.number(),
  speechSeconds: z.number(),
  spk: z.string().nullable(),
  /** The best candidate's score, from 0 to 1; the answer names it only at or above `threshold`. */
  score: z.number().min(0).max(1).nullable(),
  threshold: z.number(),
  /** Every enrolled speaker of the user, best first. */
  candidates: z.array(candidate),
  createdAt: z.string(),
});
export type Identification = z.infer<typeof identification>;

export const speakerSegment = z.object({
  start: z.number(),
  end: z.number(),
  /** 'S1', 'S2', ... or, when tracking, the enrolled name. */
  spk: z.string(),
});
export type SpeakerSegment = z.infer<typeof speakerSegment>;

export const analysisKind = z.enum(['diarize', 'track']);
export type AnalysisKind = z.infer<typeof analysisKind>;

/** A diarization or tracking: who spoke when. */
export const speakerAnalysis = z.object({
  id: z.string(),
  kind: analysisKind,
  status: jobStatus,
  progress: z.number(),
  error: z.string().nullable(),
  fileName: z.string(),
  /** Seconds of the recording. */
  duration: z.number(),
  /** The count asked for, or null when the diarizer estimated it. */
  requestedSpeakers: z.number().int().nullable(),
  /** Time order, in seconds. */
  segments: z.array(speakerSegment),
  /** Per speaker, once done: speaking time and, when tracked, the enrolled name's score. */
  speakers: z.array(z.object({ spk: z.string(), seconds: z.number(), enrolled: z.boolean(), score: z.number().nullable() })),
  /** The workspace result this was saved as, if it was. */
  processId: z.string().nullable(),
  createdAt: z.string(),
});
export type SpeakerAnalysis = z.infer<typeof speakerAnalysis>;

const userQuery = z.object({ userId: userIdQuery });
const spkQuery = userQuery.extend({ spk: speakerName });
const idParams = z.object({ id: z.string().min(1) });
/** A client may choose the identification's id, to read the full answer once the text has come. */
const recognizeQuery = userQuery.extend({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Use 6-64 letters, digits, - or _.').optional() });
const analyzeQuery = userQuery.extend({ speakers: z.coerce.number().int().min(1).max(SV_LIMITS.speakersMax).optional() });

export const svApi = {
  getSpeakers: defineEndpoint({
    method: 'GET', path: '/api/sv/getSpeakers', access: 'user', tags,
    summary: "The user's enrolled speakers, by name.",
    query: userQuery, response: z.object({ speakers: z.array(enrolledSpeaker) }),
  }),
  /** Multipart: the file `file`; `spk` as a query parameter or a form field. */
  enroll: defineEndpoint({
    method: 'POST', path: '/api/sv/enroll', access: 'user', tags,
    summary: "Queues a clip to enroll as (or add to) the voiceprint of speaker spk; answers its id.",
    query: userQuery.extend({ spk: speakerName.optional() }), body: 'multipart', response: z.object({ id: z.string() }),
  }),
  enrollment: defineEndpoint({
    method: 'GET', path: '/api/sv/enroll/{id}', access: 'user', tags,
    summary: "An enrollment's state and result.", params: idParams, response: enrollment,
  }),
  delSpeaker: defineEndpoint({
    method: 'DELETE', path: '/api/sv/delSpeaker', access: 'user', tags,
    summary: 'Deletes an enrolled speaker, its voiceprint and its clips.', query: spkQuery, response: okMessage,
  }),
  /** Text answer: the speaker's name or 'unknown'. Header `X-Identification-Id` names the full answer. */
  recognize: defineEndpoint({
    method: 'POST', path: '/api/sv/recognize', access: 'user', tags,
    summary: "Identifies the speaker of a clip among the user's enrolled speakers; answers the name, or 'unknown'.",
    query: recognizeQuery, body: 'multipart', response: 'text',
  }),
  identification: defineEndpoint({
    method: 'GET', path: '/api/sv/recognize/{id}', access: 'user', tags,
    summary: 'The full answer of an identification: candidates with scores and the threshold.', params: idParams, response: identification,
  }),
  diarize: defineEndpoint({
    method: 'POST', path: '/api/sv/diarize', access: 'user', tags,
    summary: 'Queues a diarization (who spoke when, speakers S1, S2, ...); answers its id.',
    query: analyzeQuery, body: 'multipart', response: z.object({ id: z.string() }),
  }),
  diarization: defineEndpoint({
    method: 'GET', path: '/api/sv/diarize/{id}', access: 'user', tags,
    summary: "A diarization's state and segments.", params: idParams, response: speakerAnalysis,
  }),
  track: defineEndpoint({
    method: 'POST', path: '/api/sv/track', access: 'user', tags,
    summary: "Queues a tracking: a diarization whose turns of enrolled speakers carry their names; answers its id.",
    query: analyzeQuery, body: 'multipart', response: z.object({ id: z.string() }),
  }),
  tracking: defineEndpoint({
    method: 'GET', path: '/api/sv/track/{id}', access: 'user', tags,
    summary: "A tracking's state and segments.", params: idParams, response: speakerAnalysis,
  }),
  analyses: defineEndpoint({
    method: 'GET', path: '/api/sv/analyses', access: 'user', tags,
    summary: "The user's diarizations and trackings, newest first.", response: z.object({ analyses: z.array(speakerAnalysis) }),
  }),
  analysisAudio: defineEndpoint({
    method: 'GET', path: '/api/sv/analyses/{id}/audio', access: 'user', tags,
    summary: "The recording of a diarization or tracking (Range requests served).", params: idParams, response: 'binary',
  }),
  saveAnalysis: defineEndpoint({
    method: 'POST', path: '/api/sv/analyses/{id}/save', access: 'user', tags,
    summary: 'Saves a finished diarization or tracking to the workspace (one segment per turn, searchable by speaker); answers its processId.',
    params: idParams, response: z.object({ processId: z.string() }),
  }),
  deleteAnalysis: defineEndpoint({
    method: 'DELETE', path: '/api/sv/analyses/{id}', access: 'user', tags,
    summary: 'Deletes a diarization or tracking and its recording (stopping it if it runs).', params: idParams, response: okMessage,
  }),
} as const;
