import { EngineUnavailableError, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { INSTALL_COMMAND } from '@speechdeck/engines';
import { VOSK_LANGUAGE, VOSK_MODEL_ID, voskInstalled } from '@speechdeck/engines/vosk';
import type { AsrEngines, PocketsphinxConfig } from '@speechdeck/plugin-stt/server';
import type { LiveEngineSetting } from '../live-settings.ts';

export type LiveEngine = 'vosk' | 'pocketsphinx';

/** The recognizer a session streams to, chosen when its ticket is asked for and again when its socket opens. */
export interface LiveEngineChoice {
  /** As stt normalized it: 'en-US' -> 'en'. */
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
  config: { engine: LiveEngineSetting };
}

/**
 * The live recognizer for a language stt serves: Vosk for English when its model is installed
 * (unless SPEECHDECK_LIVE_ENGINE says pocketsphinx), else pocketsphinx for its model's language when
 * it is installed, whichever engine stt recognizes files of it with (Whisper, or the OpenAI-compatible
 * one: neither streams). Throws stt's 422 for a language nobody serves, a 422 for one served only by
 * engines that take whole files, and a 503 naming the model when SPEECHDECK_LIVE_ENGINE=vosk and
 * it is not installed.
 */
export function engineFor(deps: RecognizerDeps, requested: string): LiveEngineChoice {
  const served = deps.asr.forLanguage(requested);
  const language = deps.asr.normalizeLanguage(requested);
  const setting = deps.config.engine;
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
