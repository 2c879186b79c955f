import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputPath, outputPaths, outputsDone, planOutputs } from './outputs.ts';

describe('outputPaths', () => {
  it('mirrors the input under the output folder and adds the format to the whole name', () => {
    expect(outputPaths('out', { mirror: 'calls/a.wav' }, ['json', 'srt'])).toEqual({ json: 'out/calls/a.wav.json', srt: 'out/calls/a.wav.srt' });
    expect(outputPath('out', { mirror: 'notes/a.md' }, 'mp3')).toBe('out/notes/a.md.mp3');
  });
});

describe('outputsDone', () => {
  const out = mkdtempSync(join(tmpdir(), 'speechdeck-out-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const input = { mirror: 'calls/a.wav', mtimeMs: Date.now() - 60_000 };
  const paths = outputPaths(out, input, ['json', 'srt', 'vtt']);
  mkdirSync(join(out, 'calls'));

  it('is done only when every requested output exists', async () => {
    expect(await outputsDone(paths, input)).toBe(false);
    writeFileSync(paths.json!, '{}');
    writeFileSync(paths.srt!, '');
    expect(await outputsDone(paths, input)).toBe(false);
    writeFileSync(paths.vtt!, 'WEBVTT\n');
    expect(await outputsDone(paths, input)).toBe(true);
    // Asking for fewer formats than exist is done too; another format is not.
    expect(await outputsDone(outputPaths(out, input, ['srt']), input)).toBe(true);
    expect(await outputsDone(outputPaths(out, input, ['srt', 'txt']), input)).toBe(false);
    // A list of paths works the same as a record of them.
    expect(await outputsDone([paths.json!, paths.vtt!], input)).toBe(true);
    expect(await outputsDone([], input)).toBe(false);
  });

  it('is not done when the input changed after an output was written', async () => {
    const old = new Date(input.mtimeMs - 1000);
    utimesSync(paths.srt!, old, old);
    expect(await outputsDone(paths, input)).toBe(false);
  });

  it('takes a leftover temp file for nothing', async () => {
    const fresh = outputPaths(out, { mirror: 'calls/b.wav' }, ['json']);
    writeFileSync(`${fresh.json}.1234.tmp`, '{"half":');
    expect(await outputsDone(fresh, input)).toBe(false);
  });
});

describe('planOutputs', () => {
  const out = mkdtempSync(join(tmpdir(), 'speechdeck-plan-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const file = (name: string) => ({ path: `/in/${name}`, shown: name, mirror: name, size: 1, mtimeMs: Date.now() - 60_000 });
  const [a, b, c] = [file('a.wav'), file('b.wav'), file('c.wav')];

  it('sets aside the files whose every output an earlier run wrote, unless forced, keeping the order', async () => {
    writeFileSync(join(out, 'a.wav.json'), '{}');
    writeFileSync(join(out, 'a.wav.srt'), '');
    writeFileSync(join(out, 'c.wav.json'), '{}');
    const plan = await planOutputs([a, b, c], { out, formats: ['json', 'srt'], force: false });
    expect(plan.done).toEqual([{ file: a, paths: { json: join(out, 'a.wav.json'), srt: join(out, 'a.wav.srt') } }]);
    expect(plan.todo.map((planned) => planned.file)).toEqual([b, c]);
    expect(plan.todo[1]!.paths).toEqual({ json: join(out, 'c.wav.json'), srt: join(out, 'c.wav.srt') });

    const forced = await planOutputs([a, b, c], { out, formats: ['json', 'srt'], force: true });
    expect(forced.done).toEqual([]);
    expect(forced.todo.map((planned) => planned.file)).toEqual([a, b, c]);
  });
});
