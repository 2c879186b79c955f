import { z } from 'zod';

/** `--limit <n>`: how many hits or results one call may answer (the host's page size cap). */
export const limitOption = z.coerce.number({ error: 'Give a number from 1 to 500.' }).int().min(1).max(500);
