import { z } from 'zod';
import { SettingsError, type InstalledModels, type ProcessRunner } from '@speechdeck/core/server';
import { EspeakEngine } from './espeak-engine.ts';
import { FliteEngine } from './flite-engine.ts';
import { OpenAiSpeechEngine } from './openai-speech-engine.ts';
import { PiperEngine } from './piper-engine.ts';
import type { SynthesisEngine } from './synthesis-engine.ts';
import { SynthesizerRouter } from './synthesizer-router.ts';
import type { SpeechSynthesizer } from './synthesizer.ts';
import { yesNo } from '../settings/yes-no.ts';


/** A comma-separated list, each item checked. */
const commaList = (item: z.ZodString) =>
  z
    .string()
    .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).min(1, 'expected at least one item'));

/** The synthesizers' settings (the root README's settings table). */
export const synthesizerSettings = z.object({
  SPEECHDECK_FLITE_BIN: z.string().min(1).default('flite'),
  SPEECHDECK_ESPEAK_BIN: z.string().min(1).default('espeak-ng'),
  SPEECHDECK_TTS_OPENAI_URL: z.url().optional(),
  SPEECHDECK_TTS_OPENAI_API_KEY: z.string().min(1).optional(),
  SPEECHDECK_TTS_OPENAI_MODEL: z.string().min(1).default('tts-1'),
  SPEECHDECK_TTS_OPENAI_VOICES: commaList(z.string().regex(/^[\w.-]+$/, 'a voice name: letters, digits, _ . -')).default(['alloy']),
  SPEECHDECK_TTS_OPENAI_LANGUAGES: commaList(z.string().regex(/^[a-z]{2,3}$/, 'an ISO 639-1 code such as en')).default(['en']),
  SPEECHDECK_TTS_OPENAI_DEFAULT: yesNo.default(false),
  SPEECHDECK_TTS_OPENAI_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
});
export type SynthesizerSettings = z.output<typeof synthesizerSettings>;

/**
 * The synthesizer from the settings: the Piper voices installed among `models` (joe, English's
 * default when installed), flite for English (slt its default voice when no Piper voice is),
 * espeak-ng for every language it has (the default for all but English), and an OpenAI-compatible
 * server when its address is set, for the languages listed, the default for them if told so (and
 * for any of them no offline engine speaks). Without `models` (a caller that only wants the
 * program voices), or with none installed, there are no Piper voices. A missing program or model
 * leaves its voices out; asking for one answers 503 naming what to install.
 */
export function synthesizerFromSettings(settings: SynthesizerSettings, deps: { processes: ProcessRunner; models?: InstalledModels }): SpeechSynthesizer {
  const { processes, models } = deps;
  const programs: SynthesisEngine[] = [new FliteEngine(processes, settings.SPEECHDECK_FLITE_BIN), new EspeakEngine(processes, settings.SPEECHDECK_ESPEAK_BIN)];
  const offline = models ? [new PiperEngine(processes, models, settings.SPEECHDECK_ESPEAK_BIN), ...programs] : programs;
  const url = settings.SPEECHDECK_TTS_OPENAI_URL;
  if (!url) {
    if (settings.SPEECHDECK_TTS_OPENAI_DEFAULT) throw new SettingsError('SPEECHDECK_TTS_OPENAI_URL', 'not set, but SPEECHDECK_TTS_OPENAI_DEFAULT asks for its voices');
    return new SynthesizerRouter(offline);
  }
  const openai = new OpenAiSpeechEngine(processes, {
    baseUrl: url,
    apiKey: settings.SPEECHDECK_TTS_OPENAI_API_KEY,
    model: settings.SPEECHDECK_TTS_OPENAI_MODEL,
    voices: settings.SPEECHDECK_TTS_OPENAI_VOICES,
    languages: settings.SPEECHDECK_TTS_OPENAI_LANGUAGES,
    isDefault: settings.SPEECHDECK_TTS_OPENAI_DEFAULT,
    timeoutMs: settings.SPEECHDECK_TTS_OPENAI_TIMEOUT_SECONDS * 1000,
  });
  return new SynthesizerRouter(settings.SPEECHDECK_TTS_OPENAI_DEFAULT ? [openai, ...offline] : [...offline, openai]);
}
