import { ROLE_IDS, ROLE_NAMES, roleName } from '@speechdeck/core';
import { z } from 'zod';

/** `--role user|admin`, any case, mapped to the `{ id }` the host expects. */
export const roleOption = z
  .string()
  .toUpperCase()
  .pipe(roleName)
  .transform((name) => ({ id: ROLE_IDS[name] }));

export const ROLE_CHOICES = ROLE_NAMES.join(' or ');

/** `--employee <id>`: the employee record a user is linked to. */
export const employeeOption = z.coerce.number({ error: 'Give the employee id as a number.' }).int().positive();
