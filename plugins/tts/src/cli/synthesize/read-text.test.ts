import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readText } from './read-text.ts';

const root = mkdtempSync(join(tmpdir(), 'speechdeck-tts-read-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  writeFileSync(join(root, name), content);
  return { path: join(root, name), size: Buffer.byteLength(content) };
};

describe('readText', () => {
  it('reads UTF-8 text without its BOM and with Unix line ends, markdown as its words', async () => {
    expect(await readText(file('a.txt', '\ufeffGüzel bir gün.\r\nİkinci satır.\r\n'))).toBe('Güzel bir gün.\nİkinci satır.');
    expect(await readText(file('b.md', '# Title\n\nSome *emphasis*.\n'))).toBe('Title.\n\nSome emphasis.');
    // Only .md and .markdown are markdown: a .txt keeps its marks.
    expect(await readText(file('c.txt', '# not a heading *here*'))).toBe('# not a heading *here*');
  });

  it('says so when the file is not UTF-8, has nothing to say, or is far too long', async () => {
    await expect(readText(file('latin1.txt', Buffer.from([0x47, 0xfc, 0x6e, 0x20, 0xe7, 0x6f, 0x6b])))).rejects.toThrowError('The file is not UTF-8 text.');
    await expect(readText(file('blank.txt', ' \n\t\n'))).rejects.toThrowError('The file has no text to say.');
    await expect(readText(file('image-only.md', '![](x.png)\n\n---\n'))).rejects.toThrowError('The file has no text to say.');
    await expect(readText({ ...file('huge.txt', 'x'), size: 2_000_000 })).rejects.toThrowError('The file is 1953 KB: far longer than the 100,000 characters the host synthesizes at once.');
  });
});
