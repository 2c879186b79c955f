import { existsSync } from 'node:fs';
import { z } from 'zod';
import { SettingsError, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { INSTALL_COMMAND } from '../models/manifest-models.ts';
import { WHISPER_BASE, WhisperRecognizer } from '../whisper/whisper-recognizer.ts';
import type { AsrEngine } from './asr-engine.ts';
import { AsrRouter, type AsrRoute } from './asr-router.ts';
import { FallbackAsrEngine } from './fallback-asr-engine.ts';
import { OpenAiAsrEngine } from './openai-asr-engine.ts';
import { DEBIAN_POCKETSPHINX, PocketsphinxEngine, type PocketsphinxConfig } from './pocketsphinx-engine.ts';
import { VoskAsrEngine } from './vosk-asr-engine.ts';
import { WhisperAsrEngine } from './whisper-asr-engine.ts';
import { VOSK_LANGUAGE, VOSK_MODEL_ID } from '../vosk/vosk-model.ts';
import { yesNo } from '../settings/yes-no.ts';

const ENGINE_CHOICES = ['whisper', 'whisper-base', 'vosk', 'pocketsphinx', 'openai', 'none'] as const;
const EXPECTED_CHOICE = `expected ${ENGINE_CHOICES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`;
const engineChoice = z.enum(ENGINE_CHOICES, { error: EXPECTED_CHOICE });
type EngineChoice = z.infer<typeof engineChoice>;

/** `SPEECHDECK_ASR_<LANG>`: the recognizer for one language. */
const LANGUAGE_VARIABLE = /^SPEECHDECK_ASR_([A-Z]{2,3})$/;

/**
 * The recognizers' settings (README.md beside this file). Loose: the language variables are
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
    // The host's job slots (its own setting, read here too): Whisper and Vosk run one worker per slot at most.
    SPEECHDECK_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  })
  .superRefine((settings, context) => {
    for (const [name, value] of Object.entries(settings)) {
      if (!LANGUAGE_VARIABLE.test(name) || name === 'SPEECHDECK_ASR_OTHER') continue;
      if (!engineChoice.safeParse(value).success) context.addIssue({ code: 'custom', path: [name], message: `'${String(value)}': ${EXPECTED_CHOICE}` });
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
 * The recognizer for each language, from the settings and what is installed: a language's variable
 * chooses its default; without one, English gets the most accurate engine installed (Whisper
 * tiny.en when its model and Python environment are there, then Vosk, then Whisper base, then
 * pocketsphinx: each falls back to the next installed when it cannot load), Turkish Whisper base
 * (unless SPEECHDECK_ASR_OTHER sends every other language to a server: that server then). A
 * request may name any engine installed for its language. A
 * contradictory setting stops the host with a SettingsError naming the variable; a missing
 * optional program or model does not: the language answers 422 saying what to install instead,
 * or, for an engine chosen explicitly, 503 naming it.
 */
export function asrFromSettings(settings: AsrSettings, processes: ProcessRunner, models: InstalledModels): AsrRouter {
  const pocketsphinxConfig = pocketsphinxConfigFrom(settings);
  const pocketsphinxInstalled =
    processes.isInstalled(pocketsphinxConfig.bin) && [pocketsphinxConfig.hmm, pocketsphinxConfig.lm, pocketsphinxConfig.dict].every((p) => existsSync(p));
  // One worker per job slot: at most that many recognitions run at once, whoever asked for them.
  const recognizer = new WhisperRecognizer({ processes, models, size: settings.SPEECHDECK_JOB_CONCURRENCY });
  const whisper = new WhisperAsrEngine(recognizer);
  const baseRecognizer = new WhisperRecognizer({ processes, models, size: settings.SPEECHDECK_JOB_CONCURRENCY, model: WHISPER_BASE });
  const base = new WhisperAsrEngine(baseRecognizer);
  const vosk = new VoskAsrEngine({ processes, models, size: settings.SPEECHDECK_JOB_CONCURRENCY });
  const pocketsphinx = new PocketsphinxEngine(processes, pocketsphinxConfig);

  const choices = new Map<string, EngineChoice>();
  for (const [name, value] of Object.entries(settings)) {
    const match = LANGUAGE_VARIABLE.exec(name);
    if (!match || match[1] === 'OTHER') continue;
    choices.set(match[1]!.toLowerCase(), engineChoice.parse(value));
  }
  if (settings.SPEECHDECK_ASR_OTHER !== 'none') choices.set('*', settings.SPEECHDECK_ASR_OTHER);

  // The engines installed on this machine for each language, most accurate first (docs/recognition.md).
  const installed = new Map<string, AsrEngine[]>();
  const add = (language: string, engine: AsrEngine) => installed.set(language, [...(installed.get(language) ?? []), engine]);
  if (recognizer.installed) for (const language of whisper.languages) add(language, whisper);
  if (vosk.installed) for (const language of vosk.languages) add(language, vosk);
  // After Vosk for English: more accurate than tiny.en and Vosk there, but three times tiny.en's time, over the default's goal (README.md beside this file).
  if (baseRecognizer.installed) for (const language of base.languages) add(language, base);
  if (pocketsphinxInstalled) add(pocketsphinxConfig.language, pocketsphinx);

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

  /** The engine a language's variable chose, there even when not installed: it then answers 503 saying what to install. */
  const chosen = (language: string, choice: Exclude<EngineChoice, 'none'>): AsrEngine => {
    if (choice === 'openai') return openai!;
    if (choice === 'whisper') {
      if (language !== 'en') throw new SettingsError(variableFor(language), `whisper, but the Whisper model installed (tiny.en) recognizes English only`);
      return whisper;
    }
    if (choice === 'whisper-base') {
      if (!base.languages.includes(language)) {
        throw new SettingsError(variableFor(language), `whisper-base, but Whisper base is offered here for ${base.languages.join(' and ')} only`);
      }
      return base;
    }
    if (choice === 'vosk') {
      if (language !== VOSK_LANGUAGE) throw new SettingsError(variableFor(language), `vosk, but the Vosk model installed (${VOSK_MODEL_ID}) recognizes English only`);
      return vosk;
    }
    if (language !== pocketsphinxConfig.language) {
      throw new SettingsError(variableFor(language), `pocketsphinx, but the pocketsphinx model is for '${pocketsphinxConfig.language}' (SPEECHDECK_POCKETSPHINX_LANGUAGE)`);
    }
    return pocketsphinx;
  };

  const routes: AsrRoute[] = [];
  // Languages in the order the settings name them, the installed ones after, every other language ('*') last.
  const languages = [...new Set([...choices.keys(), ...installed.keys()])].sort((a, b) => Number(a === '*') - Number(b === '*'));
  for (const language of languages) {
    const choice = choices.get(language);
    if (choice === 'none') continue;
    const offline = installed.get(language) ?? [];
    // Where Whisper base is a language's only offline engine (Turkish), the server the settings send
    // every other language to stays its default: base hears Turkish far worse than a large model
    // would (README.md beside this file), and `engine=whisper-base` still picks it.
    const serverFirst = !choice && settings.SPEECHDECK_ASR_OTHER === 'openai' && offline.every((candidate) => candidate === base) ? openai : undefined;
    const engine = choice
      ? chosen(language, choice)
      : (serverFirst ?? (offline.length > 1 ? new FallbackAsrEngine(offline as [AsrEngine, ...AsrEngine[]]) : offline[0]!));
    // A request may name any engine installed for the language, and the OpenAI-compatible server
    // where the settings send a language there.
    const sendsToOpenAi = choice === 'openai' || settings.SPEECHDECK_ASR_OTHER === 'openai';
    const named = [...new Set([...(choice || serverFirst ? [engine] : []), ...offline, ...(openai && sendsToOpenAi ? [openai] : [])])];
    routes.push({ language, engine, named });
  }

  /** The models that would serve a language, not installed: 'the Whisper or Vosk model (python3 ...)'. */
  const modelsMissing = (language: string): string[] => {
    const names = [
      ...(whisper.languages.includes(language) && !recognizer.installed ? ['Whisper'] : []),
      ...(vosk.languages.includes(language) && !vosk.installed ? ['Vosk'] : []),
      // Named only where it would be the language's sole offline engine (Turkish): English has its own.
      ...(base.languages.includes(language) && !whisper.languages.includes(language) && !baseRecognizer.installed ? ['Whisper base'] : []),
    ];
    return names.length === 0 ? [] : [`the ${names.join(' or ')} model (${INSTALL_COMMAND})`];
  };
  const hint = (language: string) => {
    const missing = [
      ...modelsMissing(language),
      ...(language === pocketsphinxConfig.language && !pocketsphinxInstalled ? ['pocketsphinx and pocketsphinx-en-us (apt-get)'] : []),
    ];
    const install = missing.length > 0 ? `install ${missing.join(' or ')}, or ` : '';
    const url = settings.SPEECHDECK_OPENAI_ASR_URL ? '' : ' with SPEECHDECK_OPENAI_ASR_URL (an OpenAI-compatible server: speaches, whisper.cpp, LocalAI, vLLM)';
    return `To serve it, ${install}set ${variableFor(language)}=openai${url}.`;
  };
  return new AsrRouter(routes, hint, () => {
    recognizer.close();
    baseRecognizer.close();
    vosk.close();
  });
}
