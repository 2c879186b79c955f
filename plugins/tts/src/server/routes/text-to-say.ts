import { HttpError } from '@speechdeck/core/server';
import { TTS_LIMITS } from '../../contract/tts-api.ts';
import { textOfHtml } from '../text/speech-text.ts';

/** The text a request asks to say: exactly one of `text` and `html` (the editor's HTML, read as its text). */
export function textToSay({ text, html }: { text?: string; html?: string }): string {
  if (text?.trim() && html?.trim()) {
    throw new HttpError(400, 'Send text or html, not both.', { text: 'Send text or html, not both.', html: 'Send text or html, not both.' });
  }
  const said = (text?.trim() ? text : html?.trim() ? textOfHtml(html) : '').trim();
  if (!said) throw new HttpError(400, 'Enter some text.', { [html?.trim() ? 'html' : 'text']: 'Enter some text.' });
  return said;
}

const count = (n: number) => n.toLocaleString('en-US');

/** 413 naming the limit and, for a synchronous call, where longer text goes. */
export function requireLength(text: string, call: 'synthesize' | 'synthesizeQueue' | 'send-tts', maxChars: number): void {
  if (text.length <= maxChars) return;
  const elsewhere = call === 'synthesizeQueue'
    ? 'Split it into several syntheses.'
    : `Queue longer text (up to ${count(TTS_LIMITS.queueMaxChars)} characters) with POST /api/tts/synthesizeQueue${call === 'send-tts' ? ', then send its synthesisId' : ''}.`;
  throw new HttpError(413, `The text has ${count(text.length)} characters; POST /api/tts/${call} takes at most ${count(maxChars)}. ${elsewhere}`);
}
