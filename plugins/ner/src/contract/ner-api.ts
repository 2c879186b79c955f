import { z } from 'zod';
import { defineEndpoint, pageQuery, userIdQuery } from '@speechdeck/core';
import { segmentHit } from '@speechdeck/plugin-workspace';
import { ENTITY_TYPES } from './entity-types.ts';

const tags = ['ner'];

export const entityType = z.enum(ENTITY_TYPES);

/** An entity: its words as written, its kind, and where it lies in the text (character offsets, end exclusive). */
export const namedEntity = z.object({
  text: z.string(),
  type: entityType,
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type NamedEntity = z.infer<typeof namedEntity>;

/** An entity of a transcript: also its segment (position) and when it is said (seconds). */
export const transcriptEntity = namedEntity.extend({
  segment: z.number().int().min(0),
  time: z.object({ start: z.number(), end: z.number() }),
});
export type TranscriptEntity = z.infer<typeof transcriptEntity>;

/**
 * What to read: text, or a transcript of the caller's workspace. `language` is en or tr; for a
 * transcript it defaults to the transcript's own. Which one of text and processId is given, and the
 * text's length, are checked by the host so that the answer names the problem.
 */
export const entitiesRequest = z.object({
  text: z.string().optional(),
  processId: z.string().min(1).max(200).optional(),
  language: z.string().trim().toLowerCase().optional(),
  userId: userIdQuery,
});
export type EntitiesRequest = z.input<typeof entitiesRequest>;

/**
 * The entities found. `text` is what the offsets point into: the text sent, or the transcript's
 * text (its segments joined by one space, as the workspace answers `text`).
 */
export const entitiesResponse = z.object({
  language: z.string(),
  text: z.string(),
  processId: z.string().optional(),
  entities: z.array(z.union([transcriptEntity, namedEntity])),
});
export type EntitiesResponse = z.infer<typeof entitiesResponse>;

/** A workspace segment where entities were found, with those that matched the search. */
export const entityHit = segmentHit.extend({ entities: z.array(namedEntity.extend({ segment: z.number().int() })) });
export type EntityHit = z.infer<typeof entityHit>;

export const entitySearchQuery = z.object({
  type: z.string().trim().toUpperCase().pipe(entityType).optional(),
  text: z.string().trim().min(1).max(200).optional(),
  userId: userIdQuery,
  ...pageQuery,
});
export type EntitySearchQuery = z.input<typeof entitySearchQuery>;

export const nerApi = {
  entities: defineEndpoint({
    method: 'POST', path: '/api/ner/entities', access: 'user', tags,
    summary: 'Named entities (PERSON, PLACE, ORGANIZATION, DATE, TIME, MONEY, NUMBER, EMAIL, PHONE) in `text`, or in the transcript `processId` of your workspace (each with its segment and time; kept so /api/ner/search and the workspace keyword search find them). `language`: en or tr.',
    body: entitiesRequest, response: entitiesResponse,
  }),
  search: defineEndpoint({
    method: 'GET', path: '/api/ner/search', access: 'user', tags,
    summary: 'The segments of your transcripts where an entity was found: of a `type`, whose text contains `text` (case and accents ignored), or both; newest result first.',
    query: entitySearchQuery, response: z.array(entityHit),
  }),
} as const;
