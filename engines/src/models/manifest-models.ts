import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { EngineUnavailableError, type InstalledModels, type LoadableModel, type ModelInfo } from '@speechdeck/core/server';

/** What the host tells a person to run when a model is missing or damaged. */
export const INSTALL_COMMAND = 'python3 scripts/install_models.py (or bash scripts/install.sh)';

const file = z.object({ name: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().nonnegative() });
const registryPackage = z.object({ registry: z.string(), package: z.string(), version: z.string() });
const manifestSchema = z.object({
  models: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      capability: z.string(),
      engine: z.string(),
      licence: z.string(),
      origin: z.string(),
      /** One package, or several when the model is too large for one (its files then joined from parts at install). */
      source: z.union([registryPackage, z.array(registryPackage).min(2)]),
      files: z.array(file).min(1),
      /** Files the install makes from the package's (the GE2E weights as ONNX), checked the same way. */
      derived: z.array(file.extend({ by: z.string() })).optional(),
    }),
  ),
});
type ManifestModel = z.infer<typeof manifestSchema>['models'][number];

export interface ManifestModelsOptions {
  /** models/manifest.json of the checkout. */
  manifest: string;
  /** SPEECHDECK_MODELS_DIR: one folder per model id, and the Python environment in `python/`. */
  dir: string;
  /** SPEECHDECK_MODELS=none: every model reads as not installed and no Python is offered. */
  disabled?: boolean;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The models of the committed manifest, found in the models folder, each checked by SHA-256 before its first load. */
export class ManifestModels implements InstalledModels {
  readonly python: string | undefined;
  private readonly models: ReadonlyMap<string, ManifestModel>;
  private readonly loads = new Map<string, Promise<LoadableModel>>();

  constructor(private readonly options: ManifestModelsOptions) {
    const parsed = manifestSchema.parse(JSON.parse(readFileSync(options.manifest, 'utf8')));
    this.models = new Map(parsed.models.map((model) => [model.id, model]));
    const python = join(options.dir, 'python', 'bin', 'python');
    this.python = !options.disabled && existsSync(python) ? python : undefined;
  }

  list(): readonly ModelInfo[] {
    return [...this.models.values()].map((model) => this.info(model));
  }

  has(id: string): boolean {
    const model = this.models.get(id);
    return model !== undefined && this.info(model).installed;
  }

  load(id: string): Promise<LoadableModel> {
    let load = this.loads.get(id);
    if (!load) {
      load = this.check(id);
      // A failed check is tried again on the next request: the operator may have reinstalled meanwhile.
      load.catch(() => this.loads.delete(id));
      this.loads.set(id, load);
    }
    return load;
  }

  private filesOf(model: ManifestModel) {
    return [...model.files, ...(model.derived ?? [])];
  }

  private info(model: ManifestModel): ModelInfo {
    const files = this.filesOf(model).map(({ name, sha256, size }) => ({ name, sha256, size }));
    const dir = join(this.options.dir, model.id);
    const installed = !this.options.disabled && files.every((f) => existsSync(join(dir, f.name)) && statSync(join(dir, f.name)).size === f.size);
    return {
      id: model.id,
      capability: model.capability,
      engine: model.engine,
      licence: model.licence,
      origin: model.origin,
      source: [model.source].flat().map((p) => `${p.registry} ${p.package} ${p.version}`).join(' + '),
      size: files.reduce((sum, f) => sum + f.size, 0),
      files,
      installed,
    };
  }

  private async check(id: string): Promise<LoadableModel> {
    const model = this.models.get(id);
    if (!model) throw new EngineUnavailableError(`The model '${id}' is not in models/manifest.json.`, 503);
    const info = this.info(model);
    if (!info.installed) {
      const why = this.options.disabled ? 'models are turned off here (SPEECHDECK_MODELS=none)' : `it is not installed in ${this.options.dir}`;
      throw new EngineUnavailableError(`The model ${id} (${info.engine}) cannot load: ${why}. Install it with ${INSTALL_COMMAND}.`, 503);
    }
    const dir = join(this.options.dir, id);
    for (const expected of info.files) {
      const actual = await sha256Of(join(dir, expected.name));
      if (actual !== expected.sha256) {
        throw new EngineUnavailableError(
          `The model ${id} was refused: ${join(dir, expected.name)} has SHA-256 ${actual}, models/manifest.json says ${expected.sha256}. Reinstall it with ${INSTALL_COMMAND}.`,
          503,
        );
      }
    }
    return { info, dir, file: (name) => join(dir, name) };
  }
}
