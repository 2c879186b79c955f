import { z } from 'zod';

/**
 * A yes/no query parameter. It arrives as text ('true'/'false'/'1'/'0'; absent = the default);
 * clients may hand in a boolean, which goes on the wire as 'true'/'false'.
 */
export const queryFlag = (fallback = false) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === true || value === 'true' || value === '1'));

/** `userId` as the spec's clients send it; the host checks it names the caller. */
export const userIdQuery = z.coerce.number().int().positive().optional();

export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
};
