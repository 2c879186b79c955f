import { HttpError } from '@speechdeck/core/server';
import { MAX_NER_TEXT_CHARS, NER_LANGUAGES, type NerLanguage } from '../../index.ts';

/** A served language from a code such as "en", "EN-us" or "tr"; 422 naming the served ones otherwise. */
export function servedLanguage(code: string): NerLanguage {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0]!;
  if (!(NER_LANGUAGES as readonly string[]).includes(primary)) {
    throw new HttpError(422, `Named entities are found in English (en) and Turkish (tr), not '${code}'.`);
  }
  return primary as NerLanguage;
}

/** What to read: exactly one of a non-empty text (within the length limit) and a process id. */
export function checkedSource(body: { text?: string; processId?: string }): { text: string } | { processId: string } {
  const { text, processId } = body;
  if (text !== undefined && processId !== undefined) throw new HttpError(400, 'Give either text or processId, not both.');
  if (processId !== undefined) return { processId };
  if (text === undefined) throw new HttpError(400, 'Give text to read, or the processId of a transcript in your workspace.');
  if (!text.trim()) throw new HttpError(400, 'text: The text is empty.', { text: 'The text is empty.' });
  if (text.length > MAX_NER_TEXT_CHARS) {
    throw new HttpError(413, `The text has ${text.length.toLocaleString('en-US')} characters; at most ${MAX_NER_TEXT_CHARS.toLocaleString('en-US')} are read in one call.`);
  }
  return { text };
}
