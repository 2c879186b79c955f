import { existsSync } from 'node:fs';
import { z } from 'zod';
import { SettingsError, type ProcessRunner } from '@speechdeck/core/server';
import type { AsrEngine, AsrEngines } from './asr-engine.ts';
import { AsrRouter, type AsrRoute } from './asr-router.ts';
import { OpenAiAsrEngine } from './openai-asr-engine.ts';
import { DEBIAN_POCKETSPHINX, PocketsphinxEngine, type PocketsphinxConfig } from './pocketsphinx-engine.ts';

const yesNo = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v));
const ENGINE_CHOICES = ['pocketsphinx', 'openai', 'none'] as const;
const engineChoice = z.enum(ENGINE_CHOICES, { error: `expected ${ENGINE_CHOICES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}` });
type EngineChoice = z.infer<typeof engineChoice>;

/** `SPEECHDECK_ASR_<LANG>`: the recognizer for one language. */
const LANGUAGE_VARIABLE = /^SPEECHDECK_ASR_([A-Z]{2,3})$/;

/**
 * The recognizers' settings (README.md beside the plugin). Loose: the language variables are
 * whatever `SPEECHDECK_ASR_<LANG>` the environment has, each checked by the refinement below.
 */
export const asrSettings = z
  .looseObject({
    SPEECHDECK_POCKETSPHINX_BIN: z.string().min(1).default(DEBIAN_POCKETSPHINX.bin),
    SPEECHDECK_POCKETSPHINX_HMM: z.string().min(1).default(DEBIAN_POCKETSPHINX.hmm),
    SPEECHDECK_POCKETSPHINX_LM: z.string().min(1).default(DEBIAN_POCKETSPHINX.lm),
    SPEECHDECK_POCKETSPHINX_DICT: z.string().min(1).default(DEBIAN_POCKETSPHINX.dict),
    SPEECHDECK_POCKETSPHINX_LANGUAGE: z.string().regex(/^[a-z]{2,3}$/, 'an ISO 639-1 code such as en').default(DEBIAN_POCKETSPHINX.language),
    SPEECHDECK_POCKETSPHINX_REMOVE_NOISE: yesNo.default(DEBIAN_POCKETSPHINX.removeNoise),
    SPEECHDECK_OPENAI_ASR_URL: z.url().optional(),
    SPEECHDECK_OPENAI_ASR_KEY: z.string().min(1).optional(),
    SPEECHDECK_OPENAI_ASR_MODEL: z.string().min(1).default('whisper-1'),
    SPEECHDECK_OPENAI_ASR_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
    SPEECHDECK_ASR_OTHER: engineChoice.default('none'),
  })
  .superRefine((settings, context) => {
    for (const [name, value] of Object.entries(settings)) {
      if (!LANGUAGE_VARIABLE.test(name) || name === 'SPEECHDECK_ASR_OTHER') continue;
      if (!engineChoice.safeParse(value).success) context.addIssue({ code: 'custom', path: [name], message: `'${String(value)}': expected pocketsphinx, openai or none` });
    }
  });
export type AsrSettings = z.output<typeof asrSettings>;

/** The embedded recognizer's program and model, as configured. */
export function pocketsphinxConfigFrom(settings: AsrSettings): PocketsphinxConfig {
  return {
    bin: settings.SPEECHDECK_POCKETSPHINX_BIN,
    hmm: settings.SPEECHDECK_POCKETSPHINX_HMM,
    lm: settings.SPEECHDECK_POCKETSPHINX_LM,
    dict: settings.SPEECHDECK_POCKETSPHINX_DICT,
    language: settings.SPEECHDECK_POCKETSPHINX_LANGUAGE,
    removeNoise: settings.SPEECHDECK_POCKETSPHINX_REMOVE_NOISE,
  };
}

const variableFor = (language: string) => (language === '*' ? 'SPEECHDECK_ASR_OTHER' : `SPEECHDECK_ASR_${language.toUpperCase()}`);

/**
 * The recognizer for each language, from the settings. A contradictory setting stops the host with
 * a SettingsError naming the variable; a missing optional program does not: the language answers
 * 422 saying what to install instead.
 */
export function asrFromSettings(settings: AsrSettings, processes: ProcessRunner): AsrEngines {
  const pocketsphinxConfig = pocketsphinxConfigFrom(settings);
  const pocketsphinxInstalled =
    processes.isInstalled(pocketsphinxConfig.bin) && [pocketsphinxConfig.hmm, pocketsphinxConfig.lm, pocketsphinxConfig.dict].every((p) => existsSync(p));

  const choices = new Map<string, EngineChoice>();
  for (const [name, value] of Object.entries(settings)) {
    const match = LANGUAGE_VARIABLE.exec(name);
    if (!match || match[1] === 'OTHER') continue;
    choices.set(match[1]!.toLowerCase(), engineChoice.parse(value));
  }
  // The embedded default: pocketsphinx for its model's language when it is installed.
  if (!choices.has(pocketsphinxConfig.language) && pocketsphinxInstalled) choices.set(pocketsphinxConfig.language, 'pocketsphinx');
  if (settings.SPEECHDECK_ASR_OTHER !== 'none') choices.set('*', settings.SPEECHDECK_ASR_OTHER);

  const openAiLanguages = [...choices].filter(([, choice]) => choice === 'openai').map(([language]) => language);
  let openai: AsrEngine | undefined;
  if (openAiLanguages.length > 0) {
    if (!settings.SPEECHDECK_OPENAI_ASR_URL) {
      throw new SettingsError('SPEECHDECK_OPENAI_ASR_URL', `not set, but ${openAiLanguages.map(variableFor).join(', ')} chose openai`);
    }
    openai = new OpenAiAsrEngine({
      baseUrl: settings.SPEECHDECK_OPENAI_ASR_URL,
      apiKey: settings.SPEECHDECK_OPENAI_ASR_KEY,
      model: settings.SPEECHDECK_OPENAI_ASR_MODEL,
      languages: openAiLanguages,
      timeoutMs: settings.SPEECHDECK_OPENAI_ASR_TIMEOUT_SECONDS * 1000,
    });
  }
  const pocketsphinx = new PocketsphinxEngine(processes, pocketsphinxConfig);
  const routes: AsrRoute[] = [];
  for (const [language, choice] of choices) {
    if (choice === 'none') continue;
    if (choice === 'pocketsphinx' && language !== pocketsphinxConfig.language) {
      throw new SettingsError(variableFor(language), `pocketsphinx, but the pocketsphinx model is for '${pocketsphinxConfig.language}' (SPEECHDECK_POCKETSPHINX_LANGUAGE)`);
    }
    routes.push({ language, engine: choice === 'openai' ? openai! : pocketsphinx });
  }

  const hint = (language: string) => {
    const install = language === pocketsphinxConfig.language && !pocketsphinxInstalled ? 'install pocketsphinx and pocketsphinx-en-us (apt-get), or ' : '';
    const url = settings.SPEECHDECK_OPENAI_ASR_URL ? '' : ' with SPEECHDECK_OPENAI_ASR_URL (an OpenAI-compatible server: speaches, whisper.cpp, LocalAI, vLLM)';
    return `To serve it, ${install}set ${variableFor(language)}=openai${url}.`;
  };
  return new AsrRouter(routes, hint);
}
