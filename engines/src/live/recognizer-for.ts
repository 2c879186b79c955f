import { EngineUnavailableError, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { INSTALL_COMMAND } from '../models/manifest-models.ts';
import type { AsrEngines } from '../recognition/asr-engine.ts';
import type { PocketsphinxConfig } from '../recognition/pocketsphinx-engine.ts';
import { VOSK_LANGUAGE, VOSK_MODEL_ID, voskInstalled } from '../vosk/vosk-model.ts';
import type { LiveEngineSetting } from './live-engine-setting.ts';

export type LiveEngine = 'vosk' | 'pocketsphinx';

/** The recognizer a session streams to, chosen when its ticket is asked for and again when its socket opens. */
export interface LiveEngineChoice {
  /** As recognition normalized it: 'en-US' -> 'en'. */
  language: string;
  engine: LiveEngine;
  /** What serves the session instead when the engine cannot start (`auto` only: nobody asked for Vosk). */
  fallback?: LiveEngine;
}

export interface RecognizerDeps {
  asr: AsrEngines;
  models: InstalledModels;
  pocketsphinx: PocketsphinxConfig;
  processes: ProcessRunner;
  liveEngine: LiveEngineSetting;
}

/**
 * The live recognizer for a language recognition (asrRef) serves: Vosk for English when its model is
 * installed (unless SPEECHDECK_LIVE_ENGINE says pocketsphinx), else pocketsphinx for its model's
 * language when it is installed, whichever engine recognizes files of it (Whisper, or the OpenAI-compatible
 * one: neither streams). Throws asrRef's 422 for a language nobody serves, a 422 for one served only by
 * engines that take whole files, and a 503 naming the model when SPEECHDECK_LIVE_ENGINE=vosk and
 * it is not installed.
 */
export function engineFor(deps: RecognizerDeps, requested: string): LiveEngineChoice {
  const served = deps.asr.forLanguage(requested);
  const language = deps.asr.normalizeLanguage(requested);
  const setting = deps.liveEngine;
  const pocketsphinx = language === deps.pocketsphinx.language && deps.processes.isInstalled(deps.pocketsphinx.bin);
  if (language === VOSK_LANGUAGE && setting !== 'pocketsphinx') {
    if (voskInstalled(deps.models)) return { language, engine: 'vosk', ...(setting === 'auto' && pocketsphinx ? { fallback: 'pocketsphinx' } : {}) };
    if (setting === 'vosk') {
      throw new EngineUnavailableError(`Live recognition is set to Vosk (SPEECHDECK_LIVE_ENGINE=vosk), but its model ${VOSK_MODEL_ID} is not installed: install it with ${INSTALL_COMMAND}.`, 503);
    }
  }
  if (!pocketsphinx) {
    throw new EngineUnavailableError(`Live recognition of '${requested}' is not available: its recognizer (${served.id}) takes whole files only. Recognize a recording of it on #/asr instead.`, 422);
  }
  return { language, engine: 'pocketsphinx' };
}
