import { z } from 'zod';

/** Every error answer of the host has this shape; `fields` carries per-field messages for forms. */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export const okMessage = z.object({ message: z.string() });
export type OkMessage = z.infer<typeof okMessage>;
