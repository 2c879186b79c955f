import { z } from 'zod';

/** A comma list of language codes: 'en, tr,es' -> ['en', 'tr', 'es']. */
const codeList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((code) => code.trim()).filter(Boolean))])
  .pipe(z.array(z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'language codes such as en,tr,es')).min(2, 'at least two languages, comma-separated'));

/** The translation engines' settings (README.md beside the plugin). */
export const mtSettings = z.object({
  SPEECHDECK_APERTIUM_BIN: z.string().min(1).default('apertium'),
  /** Where apertium's `modes/` folder is (Debian: /usr/share/apertium). */
  SPEECHDECK_APERTIUM_DATA_DIR: z.string().min(1).default('/usr/share/apertium'),
  SPEECHDECK_LIBRETRANSLATE_URL: z.url().optional(),
  SPEECHDECK_LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  SPEECHDECK_LIBRETRANSLATE_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  SPEECHDECK_MT_OPENAI_URL: z.url().optional(),
  SPEECHDECK_MT_OPENAI_API_KEY: z.string().min(1).optional(),
  SPEECHDECK_MT_OPENAI_MODEL: z.string().min(1).optional(),
  SPEECHDECK_MT_OPENAI_LANGUAGES: codeList.optional(),
  SPEECHDECK_MT_OPENAI_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
});
export type MtSettings = z.output<typeof mtSettings>;
