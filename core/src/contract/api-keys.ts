import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okMessage } from './errors.ts';
import { userIdQuery } from './query-types.ts';

/**
 * Every secret starts with this, so secret scanners (GitHub's, gitleaks) and people can tell a
 * leaked speechdeck key from any other string.
 */
export const API_KEY_PREFIX = 'sdk_';

export const API_KEY_LIMITS = {
  nameMaxChars: 64,
  /** Live keys one user may hold: enough for every tool and machine, few enough to review. */
  perUser: 50,
} as const;

// A name is shown in lists and tables: one line, no control characters.
export const apiKeyName = z
  .string()
  .trim()
  .min(1, 'Give the key a name.')
  .max(API_KEY_LIMITS.nameMaxChars, `A key name has at most ${API_KEY_LIMITS.nameMaxChars} characters.`)
  .regex(/^\P{Cc}*$/u, 'Use one line without control characters.');

/** A key as listed: never its secret, which the host does not keep. */
export const apiKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** When it last authenticated a call (to the minute), or null if never. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** The answer of a creation: the only time the secret is shown. */
export const createdApiKey = apiKeyView.omit({ lastUsedAt: true }).extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const createApiKeyBody = z.object({ name: apiKeyName });

const keyIdParam = z.object({ id: z.coerce.number().int().positive() });
const ownerQuery = z.object({ userId: userIdQuery });
const tags = ['api keys'];
const fromSessionOnly = 'From a login session only: a call authenticated by an API key is answered 403.';

export const apiKeysApi = {
  create: defineEndpoint({
    method: 'POST', path: '/api/keys', access: 'user', tags,
    summary: `Creates an API key for the caller; the answer holds its secret (\`${API_KEY_PREFIX}...\`), shown this once. At most ${API_KEY_LIMITS.perUser} live keys per user (409 beyond). ${fromSessionOnly}`,
    body: createApiKeyBody, response: createdApiKey,
  }),
  list: defineEndpoint({
    method: 'GET', path: '/api/keys', access: 'user', tags,
    summary: `The caller's API keys (an admin: any user's, by \`userId\`), oldest first, without their secrets. ${fromSessionOnly}`,
    query: ownerQuery, response: z.array(apiKeyView),
  }),
  revoke: defineEndpoint({
    method: 'DELETE', path: '/api/keys/{id}', access: 'user', tags,
    summary: `Revokes one of the caller's API keys (an admin: any user's, by \`userId\`); calls with it are answered 401 from then on. Another user's key is answered like an unknown one (404). ${fromSessionOnly}`,
    params: keyIdParam, query: ownerQuery, response: okMessage,
  }),
} as const;
