import type { AudioFormat } from '../../contract/tts-api.ts';

const TITLE_MAX_CHARS = 60;
const NAME_WORDS = 5;
const NAME_MAX_CHARS = 40;

/** The text's first words, to tell syntheses apart in a list. */
export function titleOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX_CHARS) return flat;
  const cut = flat.slice(0, TITLE_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > TITLE_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

/**
 * The name an audio file downloads and is attached as: `<prefix>-<date>-<first words>.<ext>`, e.g.
 * 'speech-2026-11-22-the-north-wind-and-the.mp3'. Letters of any script are kept (the download's
 * UTF-8 name); replyWithAudio gives browsers that want ASCII a transliterated one.
 */
export function audioFileName(prefix: string, createdAt: Date, text: string, format: AudioFormat): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  let slug = '';
  for (const word of words.slice(0, NAME_WORDS)) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > NAME_MAX_CHARS) break;
    slug = next;
  }
  const date = createdAt.toISOString().slice(0, 10);
  return `${[prefix, date, slug].filter(Boolean).join('-')}.${format}`;
}
