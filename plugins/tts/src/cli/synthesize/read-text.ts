import { readFile } from 'node:fs/promises';
import { hasExtension, type InputFile } from '@speechdeck/core/cli';
import { TTS_LIMITS } from '../../index.ts';
import { markdownText } from './markdown-text.ts';

const isMarkdown = hasExtension(['md', 'markdown']);

/**
 * A file far past what the host takes is refused before it is read into memory. Markdown can
 * lose much of its length (link targets, markup), so the bound is generous; what lies between is
 * the host's to refuse, with its own message.
 */
const MAX_FILE_BYTES = TTS_LIMITS.queueMaxChars * 16;

/** The words of a text file: UTF-8 (a BOM allowed), markdown read as its text. Throws saying what is wrong (reports name the file). */
export async function readText(file: Pick<InputFile, 'path' | 'size'>): Promise<string> {
  if (file.size > MAX_FILE_BYTES) {
    throw new Error(`The file is ${Math.round(file.size / 1024)} KB: far longer than the ${TTS_LIMITS.queueMaxChars.toLocaleString('en')} characters the host synthesizes at once.`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file.path));
  } catch (error) {
    if (error instanceof TypeError) throw new Error('The file is not UTF-8 text.');
    throw error;
  }
  const words = (isMarkdown(file.path) ? markdownText(text) : text.replace(/\r\n?/g, '\n')).trim();
  if (!words) throw new Error('The file has no text to say.');
  return words;
}
