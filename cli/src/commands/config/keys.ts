import { z } from 'zod';

/** The settings `config get|set` know. */
export const CONFIG_KEYS = ['server'] as const;
export const configKey = z.enum(CONFIG_KEYS, { error: `Known keys: ${CONFIG_KEYS.join(', ')}.` });
