import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { itemDone, planInputs, slug, type TtsItem } from './plan-inputs.ts';
import type { TtsOptions } from './tts-options.ts';

const root = mkdtempSync(join(tmpdir(), 'speechdeck-tts-plan-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const touch = (path: string, text = 'Some words.') => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
touch('docs/a.txt');
touch('docs/b.md');
touch('docs/img.png');
touch('docs/sub/c.TXT');
touch('docs/speechdeck-out/docs/a.txt.wav');
touch('notes.rst');
mkdirSync(join(root, 'audio'));

const plan = (options: Partial<TtsOptions>) => planInputs({ inputs: [], file: [], json: false, concurrency: 2, force: false, keep: false, voices: false, ...options }, root);
const outputs = async (options: Partial<TtsOptions>) => (await plan(options)).items.map((item) => item.output);

describe('planInputs', () => {
  it('says words as one file named after them, --out naming the file or a folder for it', async () => {
    const words = await plan({ inputs: ['Hello,', 'World!'] });
    expect(words).toEqual({ items: [{ shown: '"Hello, World!"', source: { kind: 'text', text: 'Hello, World!' }, output: 'hello-world.wav' }], format: 'wav', ignored: 0 });
    expect(await plan({ inputs: ['Hi'], out: 'greeting.mp3' })).toMatchObject({ format: 'mp3', items: [{ output: 'greeting.mp3' }] });
    expect(await outputs({ inputs: ['Hi'], out: 'audio', format: 'ogg' })).toEqual(['audio/hi.ogg']);
    expect(await outputs({ inputs: ['Hi'], out: 'new/' })).toEqual(['new/hi.wav']);
  });

  it('makes one file, named or given with --file, into its name with the audio extension, in the working folder', async () => {
    const one = await plan({ inputs: ['docs/b.md'], format: 'mp3' });
    expect(one).toMatchObject({ format: 'mp3', ignored: 0, items: [{ shown: 'docs/b.md', source: { kind: 'file', file: { path: join(root, 'docs/b.md') } }, output: 'b.mp3' }] });
    expect(one.outDir).toBeUndefined();
    expect(await outputs({ file: ['notes.rst'] })).toEqual(['notes.rst.wav']);
    expect(await outputs({ file: ['docs/a.txt'], out: 'x.ogg' })).toEqual(['x.ogg']);
    expect(await plan({ file: ['docs/b.md'], format: 'mp3' })).toEqual(one);
  });

  it('mirrors the .txt and .md files of folders under the output folder, leaving out other files and the output folder', async () => {
    const batch = await plan({ inputs: ['docs'], out: 'docs/speechdeck-out' });
    expect(batch.items.map((item) => [item.shown, item.output])).toEqual([
      ['docs/a.txt', 'docs/speechdeck-out/docs/a.txt.wav'],
      ['docs/b.md', 'docs/speechdeck-out/docs/b.md.wav'],
      ['docs/sub/c.TXT', 'docs/speechdeck-out/docs/sub/c.TXT.wav'],
    ]);
    expect(batch).toMatchObject({ format: 'wav', outDir: 'docs/speechdeck-out', ignored: 1 });
    // Files named join the batch whatever their extension; several files are a batch too.
    expect(await outputs({ inputs: ['docs/sub', 'notes.rst'], format: 'mp3' })).toEqual(['speechdeck-out/docs/sub/c.TXT.mp3', 'speechdeck-out/notes.rst.mp3']);
    expect(await outputs({ inputs: ['docs/sub'], file: ['notes.rst'], format: 'mp3' })).toEqual(['speechdeck-out/docs/sub/c.TXT.mp3', 'speechdeck-out/notes.rst.mp3']);
    expect((await plan({ file: ['docs/a.txt', 'notes.rst'] })).outDir).toBe('speechdeck-out');
  });

  it('refuses, as usage errors, nothing to say, empty words, words with paths, and a missing file', async () => {
    const refused = async (options: Partial<TtsOptions>, message: string) => expect(plan(options)).rejects.toMatchObject({ exitCode: 2, message: expect.stringContaining(message) });
    await refused({}, 'Give the words to say, a text file or a folder');
    await refused({ inputs: ['  '] }, 'The text is empty');
    await refused({ inputs: [''] }, 'The text is empty');
    await refused({ inputs: ['Hi'], file: ['docs/a.txt'] }, 'either the words to say or --file');
    await refused({ inputs: ['read', 'docs'] }, 'No such file or folder: read (docs exists, so every argument is taken as a path; quote words to say them).');
    await refused({ file: ['nope.txt'] }, 'No such file or folder: nope.txt');
    await refused({ inputs: ['notes.rst'], out: 'notes.rst' }, '--out notes.rst is the text file itself');
    await refused({ inputs: ['docs'], file: ['nope.txt'] }, 'No such file or folder: nope.txt');
  });
});

describe('itemDone', () => {
  const input = join(root, 'docs/a.txt');
  const file = { path: input, shown: 'docs/a.txt', mirror: 'docs/a.txt', size: 11, mtimeMs: Date.now() - 60_000 };
  const item = (output: string): TtsItem => ({ shown: 'docs/a.txt', source: { kind: 'file', file }, output: join(root, output) });

  it('is done when the output exists and is not older than the file, unless --force', async () => {
    touch('done/a.txt.wav', 'RIFF');
    expect(await itemDone(item('done/a.txt.wav'), false)).toBe(true);
    expect(await itemDone(item('done/a.txt.wav'), true)).toBe(false);
    expect(await itemDone(item('done/missing.wav'), false)).toBe(false);
    const old = new Date(file.mtimeMs - 1000);
    utimesSync(join(root, 'done/a.txt.wav'), old, old);
    expect(await itemDone(item('done/a.txt.wav'), false)).toBe(false);
  });

  it('takes a temp file an interrupted run left for nothing, and never skips words', async () => {
    touch(`done/b.txt.wav.${process.pid}.tmp`, 'RIF');
    expect(await itemDone(item('done/b.txt.wav'), false)).toBe(false);
    touch('hello.wav', 'RIFF');
    expect(await itemDone({ shown: '"Hello"', source: { kind: 'text', text: 'Hello' }, output: join(root, 'hello.wav') }, false)).toBe(false);
  });
});

describe('slug', () => {
  it('names a file after the first words, in ASCII, at most 40 characters', () => {
    expect(slug('Merhaba Dünya, ışık!')).toBe('merhaba-dunya-isik');
    expect(slug('The North Wind and the Sun were disputing which was the stronger')).toBe('the-north-wind-and-the-sun-were');
    expect(slug('こんにちは')).toBe('speech');
    expect(slug('x'.repeat(50))).toBe('x'.repeat(40));
  });
});
