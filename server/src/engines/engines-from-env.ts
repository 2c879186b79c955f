import { existsSync } from 'node:fs';
import { z } from 'zod';
import type { AsrEngine, Engines } from '@speechdeck/core/server';
import { AsrRouter, type AsrRoute } from './asr/asr-router.ts';
import { OpenAiAsrEngine } from './asr/openai-asr-engine.ts';
import { DEBIAN_POCKETSPHINX, PocketsphinxEngine, type PocketsphinxConfig } from './asr/pocketsphinx-engine.ts';
import { FfmpegAudioTools } from './audio/ffmpeg-audio-tools.ts';
import { isExecutable } from './process/find-executable.ts';
import { Diarizer } from './speaker/diarizer.ts';
import { MfccEmbedder } from './speaker/mfcc-embedder.ts';
import { RulePunctuator } from './text/punctuate.ts';
import { EnergyVad } from './vad/energy-vad.ts';

const yesNo = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v));
const engineChoice = z.enum(['pocketsphinx', 'openai', 'none']);

const envSchema = z.object({
  SPEECHDECK_FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  SPEECHDECK_FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  SPEECHDECK_POCKETSPHINX_BIN: z.string().min(1).default(DEBIAN_POCKETSPHINX.bin),
  SPEECHDECK_POCKETSPHINX_HMM: z.string().min(1).default(DEBIAN_POCKETSPHINX.hmm),
  SPEECHDECK_POCKETSPHINX_LM: z.string().min(1).default(DEBIAN_POCKETSPHINX.lm),
  SPEECHDECK_POCKETSPHINX_DICT: z.string().min(1).default(DEBIAN_POCKETSPHINX.dict),
  SPEECHDECK_POCKETSPHINX_LANGUAGE: z.string().regex(/^[a-z]{2,3}$/, 'an ISO 639-1 code such as en').default(DEBIAN_POCKETSPHINX.language),
  SPEECHDECK_POCKETSPHINX_REMOVE_NOISE: yesNo.default(false),
  SPEECHDECK_OPENAI_ASR_URL: z.string().url().optional(),
  SPEECHDECK_OPENAI_ASR_KEY: z.string().min(1).optional(),
  SPEECHDECK_OPENAI_ASR_MODEL: z.string().min(1).default('whisper-1'),
  SPEECHDECK_OPENAI_ASR_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
  SPEECHDECK_ASR_OTHER: engineChoice.default('none'),
});

/** `SPEECHDECK_ASR_<LANG>`: the recognizer for one language. */
const LANGUAGE_VARIABLE = /^SPEECHDECK_ASR_([A-Z]{2,3})$/;

export type EnvLike = Record<string, string | undefined>;

/**
 * Builds the engines from environment variables (documented in README.md beside this file). A
 * contradictory setting stops the host with a message naming the variable; a missing optional
 * program does not, the engine answers 422/503 saying what to install instead.
 */
export function enginesFromEnv(env: EnvLike): Engines {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`invalid engine configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  const pocketsphinxConfig: PocketsphinxConfig = {
    bin: e.SPEECHDECK_POCKETSPHINX_BIN,
    hmm: e.SPEECHDECK_POCKETSPHINX_HMM,
    lm: e.SPEECHDECK_POCKETSPHINX_LM,
    dict: e.SPEECHDECK_POCKETSPHINX_DICT,
    language: e.SPEECHDECK_POCKETSPHINX_LANGUAGE,
    removeNoise: e.SPEECHDECK_POCKETSPHINX_REMOVE_NOISE,
  };
  const pocketsphinxInstalled =
    isExecutable(pocketsphinxConfig.bin, env.PATH) && [pocketsphinxConfig.hmm, pocketsphinxConfig.lm, pocketsphinxConfig.dict].every((p) => existsSync(p));

  const choices = new Map<string, z.infer<typeof engineChoice>>();
  for (const [name, value] of Object.entries(env)) {
    const match = LANGUAGE_VARIABLE.exec(name);
    if (!match || match[1] === 'OTHER' || value === undefined) continue;
    const choice = engineChoice.safeParse(value);
    if (!choice.success) throw new Error(`invalid engine configuration: ${name}=${value}: expected pocketsphinx, openai or none`);
    choices.set(match[1]!.toLowerCase(), choice.data);
  }
  // The embedded default: pocketsphinx for its model's language when it is installed.
  if (!choices.has(pocketsphinxConfig.language) && pocketsphinxInstalled) choices.set(pocketsphinxConfig.language, 'pocketsphinx');
  if (e.SPEECHDECK_ASR_OTHER !== 'none') choices.set('*', e.SPEECHDECK_ASR_OTHER);

  const openAiLanguages = [...choices].filter(([, choice]) => choice === 'openai').map(([language]) => language);
  let openai: AsrEngine | undefined;
  if (openAiLanguages.length > 0) {
    if (!e.SPEECHDECK_OPENAI_ASR_URL) {
      throw new Error(`invalid engine configuration: ${openAiLanguages.map(variableFor).join(', ')} chose openai but SPEECHDECK_OPENAI_ASR_URL is not set`);
    }
    openai = new OpenAiAsrEngine({
      baseUrl: e.SPEECHDECK_OPENAI_ASR_URL,
      apiKey: e.SPEECHDECK_OPENAI_ASR_KEY,
      model: e.SPEECHDECK_OPENAI_ASR_MODEL,
      languages: openAiLanguages,
      timeoutMs: e.SPEECHDECK_OPENAI_ASR_TIMEOUT_SECONDS * 1000,
    });
  }
  const pocketsphinx = new PocketsphinxEngine(pocketsphinxConfig);
  const routes: AsrRoute[] = [];
  for (const [language, choice] of choices) {
    if (choice === 'none') continue;
    if (choice === 'pocketsphinx' && language !== pocketsphinxConfig.language) {
      throw new Error(
        `invalid engine configuration: ${variableFor(language)}=pocketsphinx, but the pocketsphinx model is for '${pocketsphinxConfig.language}' (SPEECHDECK_POCKETSPHINX_LANGUAGE)`,
      );
    }
    routes.push({ language, engine: choice === 'openai' ? openai! : pocketsphinx });
  }

  const hint = (language: string) => {
    const install = language === pocketsphinxConfig.language && !pocketsphinxInstalled ? 'install pocketsphinx and pocketsphinx-en-us (apt-get), or ' : '';
    const url = e.SPEECHDECK_OPENAI_ASR_URL ? '' : ' with SPEECHDECK_OPENAI_ASR_URL (an OpenAI-compatible server: speaches, whisper.cpp, LocalAI, vLLM)';
    return `To serve it, ${install}set ${variableFor(language)}=openai${url}.`;
  };

  const vad = new EnergyVad();
  const speakerEmbedder = new MfccEmbedder();
  return {
    audio: new FfmpegAudioTools({ ffmpegPath: e.SPEECHDECK_FFMPEG_PATH, ffprobePath: e.SPEECHDECK_FFPROBE_PATH }),
    asr: new AsrRouter(routes, hint),
    vad,
    speakerEmbedder,
    diarizer: new Diarizer(vad, speakerEmbedder),
    punctuator: new RulePunctuator(),
  };
}

const variableFor = (language: string) => (language === '*' ? 'SPEECHDECK_ASR_OTHER' : `SPEECHDECK_ASR_${language.toUpperCase()}`);
