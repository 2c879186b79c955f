import { z } from 'zod';
import { password } from '@speechdeck/core';

/** A new password typed twice; the second must match (the same rule as registration's matchingPassword). */
export const newPasswordForm = z
  .object({ newPassword: password, matchingPassword: z.string() })
  .refine((form) => form.newPassword === form.matchingPassword, { path: ['matchingPassword'], message: 'Passwords do not match.' });
