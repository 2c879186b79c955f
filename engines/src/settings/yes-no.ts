import { z } from 'zod';

/** An on/off setting as operators write it in an environment file: 1/0, true/false, yes/no. */
export const yesNo = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v));
