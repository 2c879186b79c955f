import { readFile, stat } from 'node:fs/promises';
import { CliError, EXIT_CODES } from '@speechdeck/core/cli';
import { MT_LIMITS } from '../../index.ts';

/** UTF-8 text, at most what the host translates at once (4 bytes a character at worst), refused before it is read when far past it. */
export async function readTextFile(path: string): Promise<string> {
  const size = await stat(path).then((info) => info.size, () => {
    throw new CliError(EXIT_CODES.USAGE, `No file '${path}'.`);
  });
  if (size > MT_LIMITS.textMaxChars * 4) throw new CliError(EXIT_CODES.USAGE, `'${path}' is longer than the ${MT_LIMITS.textMaxChars.toLocaleString('en')} characters translated at once: translate it in parts.`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path)).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  } catch {
    throw new CliError(EXIT_CODES.USAGE, `'${path}' is not UTF-8 text.`);
  }
}
