import { TTS_LIMITS } from '../../contract/tts-api.ts';

/**
 * How a text of this many characters is synthesized: at once while the page waits, as a job with
 * progress, or not at all (empty, or past what the host takes).
 */
export type TextFit = 'empty' | 'sync' | 'queue' | 'tooLong';

export function textFit(characters: number): TextFit {
  if (characters === 0) return 'empty';
  if (characters <= TTS_LIMITS.syncMaxChars) return 'sync';
  if (characters <= TTS_LIMITS.queueMaxChars) return 'queue';
  return 'tooLong';
}
