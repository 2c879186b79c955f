import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectInputs, hasExtension, noInputsMessage } from './input-files.ts';

describe('collectInputs', () => {
  const root = mkdtempSync(join(tmpdir(), 'speechdeck-walk-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const touch = (path: string, text = 'x') => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  touch('calls/b.WAV');
  touch('calls/a.mp3', 'abc');
  touch('calls/notes.txt');
  touch('calls/deep/er/c.ogg');
  touch('calls/out/old.wav');
  touch('single.txt');
  symlinkSync(join(root, 'calls'), join(root, 'calls/deep/loop'));
  const keep = hasExtension(['wav', 'mp3', 'ogg']);

  it('walks folders recursively in name order, keeps media by extension and counts the rest', async () => {
    const { files, ignored } = await collectInputs(['calls'], { keep, cwd: root });
    expect(files.map((file) => file.shown)).toEqual(['calls/a.mp3', 'calls/b.WAV', 'calls/deep/er/c.ogg', 'calls/out/old.wav']);
    expect(ignored).toBe(1);
    expect(files[0]).toMatchObject({ path: join(root, 'calls/a.mp3'), mirror: 'calls/a.mp3', size: 3, mtimeMs: expect.any(Number) });
  });

  it('leaves out the output folder, takes a named file whatever its extension, and lists a file once', async () => {
    const { files } = await collectInputs(['calls', 'single.txt', 'calls/a.mp3'], { keep, cwd: root, skipDir: 'calls/out' });
    expect(files.map((file) => file.shown)).toEqual(['calls/a.mp3', 'calls/b.WAV', 'calls/deep/er/c.ogg', 'single.txt']);
  });

  it('names files outside the working directory absolutely and mirrors them without the root', async () => {
    const { files } = await collectInputs([join(root, 'calls/a.mp3')], { keep, cwd: join(root, 'calls/deep') });
    expect(files[0]).toMatchObject({ shown: join(root, 'calls/a.mp3'), mirror: join(root, 'calls/a.mp3').slice(1) });
  });

  it('refuses a path that does not exist as a usage error', async () => {
    await expect(collectInputs(['nope.wav'], { keep, cwd: root })).rejects.toMatchObject({ exitCode: 2, message: 'No such file or folder: nope.wav' });
  });
});

describe('noInputsMessage', () => {
  it('names the inputs, and the files left out only when there are any', () => {
    expect(noInputsMessage('media files', ['calls', 'notes.txt'], 0)).toBe('No media files in calls, notes.txt.');
    expect(noInputsMessage('media files', ['calls'], 1)).toBe('No media files in calls (1 other file ignored).');
    expect(noInputsMessage('.txt or .md files', ['texts'], 3)).toBe('No .txt or .md files in texts (3 other files ignored).');
  });
});
