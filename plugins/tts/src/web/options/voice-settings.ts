import type { AudioFormat, Voice } from '../../contract/tts-api.ts';

/** How the page asks for speech: the request's fields other than the text. */
export interface VoiceSettings {
  language: string;
  voice: string;
  rate: number;
  pitch: number;
  format: AudioFormat;
}

/** The languages the voices speak, in the order the host lists them. */
export function languagesOf(voices: readonly Voice[]): string[] {
  return [...new Set(voices.map((voice) => voice.language))];
}

/** The languages espeak-ng's voices are named after ('Bashkir'), for those the browser has no name for. */
export function languageNamesOf(voices: readonly Voice[]): Record<string, string> {
  return Object.fromEntries(voices.filter((voice) => voice.engine === 'espeak-ng').map((voice) => [voice.language, voice.name]));
}

export function voicesFor(voices: readonly Voice[], language: string): Voice[] {
  return voices.filter((voice) => voice.language === language);
}

/** The voice the host would pick for a language: its default, else its first. */
export function defaultVoiceFor(voices: readonly Voice[], language: string): Voice | undefined {
  const served = voicesFor(voices, language);
  return served.find((voice) => voice.isDefault) ?? served[0];
}

/**
 * Where the pickers start: the dashboard's language when a voice speaks it, else English, else the
 * first served; with that language's default voice.
 */
export function initialSettings(voices: readonly Voice[], uiLanguage: string): VoiceSettings | null {
  const languages = languagesOf(voices);
  const language = [uiLanguage, 'en'].find((code) => languages.includes(code)) ?? languages[0];
  if (language === undefined) return null;
  return { language, voice: defaultVoiceFor(voices, language)!.id, rate: 1, pitch: 0, format: 'wav' };
}

