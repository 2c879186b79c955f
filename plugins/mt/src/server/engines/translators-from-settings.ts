import { join } from 'node:path';
import { SettingsError, type ProcessRunner } from '@speechdeck/core/server';
import type { MtEngine } from '../../contract/mt-api.ts';
import type { MtSettings } from '../mt-settings.ts';
import { ApertiumEngine, APERTIUM_INSTALL } from './apertium-engine.ts';
import { installedModes } from './apertium-modes.ts';
import { LibreTranslateEngine } from './libretranslate-engine.ts';
import { OpenAiTranslator } from './openai-translator.ts';
import type { TranslationEngine } from './translation-engine.ts';
import { Translators } from './translators.ts';

/**
 * The engines the settings and the machine allow, apertium first (offline, and the fastest), then
 * LibreTranslate, then the chat server. Apertium's pairs are read from its installed modes once, at
 * start. A chat server without its model or languages stops the host naming the variable.
 */
export function translatorsFromSettings(settings: MtSettings, processes: ProcessRunner): Translators {
  const engines: TranslationEngine[] = [];
  const missing = new Map<MtEngine, string>();

  const modes = installedModes(join(settings.SPEECHDECK_APERTIUM_DATA_DIR, 'modes'));
  if (!processes.isInstalled(settings.SPEECHDECK_APERTIUM_BIN)) {
    missing.set('apertium', `apertium is not installed on this server: ${APERTIUM_INSTALL}.`);
  } else if (modes.length === 0) {
    missing.set('apertium', `No apertium language pair is installed on this server: ${APERTIUM_INSTALL}.`);
  } else {
    engines.push(new ApertiumEngine({ bin: settings.SPEECHDECK_APERTIUM_BIN, dataDir: settings.SPEECHDECK_APERTIUM_DATA_DIR, modes }, processes));
  }

  if (settings.SPEECHDECK_LIBRETRANSLATE_URL) {
    engines.push(new LibreTranslateEngine({
      url: settings.SPEECHDECK_LIBRETRANSLATE_URL,
      apiKey: settings.SPEECHDECK_LIBRETRANSLATE_API_KEY,
      timeoutMs: settings.SPEECHDECK_LIBRETRANSLATE_TIMEOUT_SECONDS * 1000,
    }));
  } else {
    missing.set('libretranslate', 'No LibreTranslate server is configured here: set SPEECHDECK_LIBRETRANSLATE_URL.');
  }

  const openAiUrl = settings.SPEECHDECK_MT_OPENAI_URL;
  if (openAiUrl) {
    const model = settings.SPEECHDECK_MT_OPENAI_MODEL;
    const languages = settings.SPEECHDECK_MT_OPENAI_LANGUAGES;
    if (!model) throw new SettingsError('SPEECHDECK_MT_OPENAI_MODEL', 'the chat model to translate with is needed with SPEECHDECK_MT_OPENAI_URL');
    if (!languages) throw new SettingsError('SPEECHDECK_MT_OPENAI_LANGUAGES', 'the languages to offer through the chat server (e.g. en,tr,es) are needed with SPEECHDECK_MT_OPENAI_URL');
    engines.push(new OpenAiTranslator({
      baseUrl: openAiUrl, apiKey: settings.SPEECHDECK_MT_OPENAI_API_KEY, model, languages,
      timeoutMs: settings.SPEECHDECK_MT_OPENAI_TIMEOUT_SECONDS * 1000,
    }));
  } else {
    missing.set('openai', 'No chat server is configured for translation here: set SPEECHDECK_MT_OPENAI_URL, SPEECHDECK_MT_OPENAI_MODEL and SPEECHDECK_MT_OPENAI_LANGUAGES.');
  }
  return new Translators(engines, missing);
}
