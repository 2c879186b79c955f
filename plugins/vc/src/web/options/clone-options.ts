import type { AudioFormat } from '@speechdeck/plugin-tts';
import { VC_LIMITS } from '../../contract/vc-api.ts';

export type EngineId = 'voice-matching' | 'remote';

/** What to say and how, besides the reference. Empty language or engine: the first offered / the host's default. */
export interface CloneOptions {
  text: string;
  language: string;
  engine: EngineId | '';
  format: AudioFormat;
}

export const INITIAL_OPTIONS: CloneOptions = { text: '', language: '', engine: '', format: 'wav' };

/**
 * The most text one clone takes. Every clone runs as a job (its report is read from the job), so
 * the queued call's limit is the one that counts.
 */
export const TEXT_MAX_CHARS = VC_LIMITS.queueMaxChars;

export type TextProblem = 'empty' | 'tooLong';

export function textProblem(text: string): TextProblem | null {
  if (!text.trim()) return 'empty';
  return text.length > TEXT_MAX_CHARS ? 'tooLong' : null;
}

/** The language to start with: the dashboard's own when a clone can be spoken in it, else English, else the first. */
export function preferredLanguage(languages: readonly string[], uiLanguage: string): string {
  const ui = uiLanguage.split('-')[0] ?? '';
  return [ui, 'en'].find((code) => languages.includes(code)) ?? languages[0] ?? '';
}

/** The engine to start with: the host's default, else the first it serves. */
export function defaultEngine(engines: readonly { id: EngineId; isDefault: boolean }[]): EngineId | '' {
  return (engines.find((engine) => engine.isDefault) ?? engines[0])?.id ?? '';
}
