import { TTS_LIMITS } from '../../contract/tts-api.ts';

/**
 * Whether a text of this many characters can be synthesized: the page queues every synthesis
 * (stored, with progress), so the queue's limit is the one that counts.
 */
export type TextFit = 'empty' | 'fits' | 'tooLong';

export function textFit(characters: number): TextFit {
  if (characters === 0) return 'empty';
  return characters <= TTS_LIMITS.queueMaxChars ? 'fits' : 'tooLong';
}
