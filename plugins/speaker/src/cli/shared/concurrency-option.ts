import { z } from 'zod';

/** `--concurrency <n>`: files in flight at once. */
export const concurrencyOption = z.coerce.number({ error: 'Give a number from 1 to 16.' }).int().min(1).max(16).default(2);
