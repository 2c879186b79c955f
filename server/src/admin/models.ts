import { Command } from 'commander';
import ora from 'ora';
import { z } from 'zod';
import { ManifestModels } from '@speechdeck/engines';
import { loadConfig } from '../config.ts';
import { AdminError } from './admin-error.ts';

const optionsSchema = z.object({ check: z.boolean().default(false), json: z.boolean().default(false) });

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * `speechdeck-admin models`: the models of models/manifest.json, whether this installation has
 * them (SPEECHDECK_MODELS_DIR), their licence, source and size; `--check` hashes every file as the
 * host does before a first load, and fails naming what differs.
 */
export const modelsCommand = new Command('models')
  .description('list the installed models (SPEECHDECK_MODELS_DIR) with their licence, source and size; --check compares every file with the manifest\'s SHA-256')
  .option('--check', 'hash every installed file and fail on any that differs from models/manifest.json')
  .option('--json', 'print the list as JSON on stdout')
  .action(async (raw: unknown) => {
    const options = optionsSchema.parse(raw);
    const config = loadConfig();
    const models = new ManifestModels({ ...config.models, disabled: !config.models.enabled });
    const listed = models.list().map(({ files: _files, ...model }) => ({ ...model, checked: undefined as string | undefined }));
    if (options.check) {
      const live = Boolean(process.stderr.isTTY && process.stderr.columns);
      const spinner = ora({ text: 'hashing the models', stream: process.stderr, isSilent: !live }).start();
      try {
        for (const model of listed.filter((m) => m.installed)) {
          spinner.text = `hashing ${model.id}`;
          model.checked = await models.load(model.id).then(() => 'ok', (error: Error) => error.message);
        }
      } finally {
        spinner.stop();
      }
    }
    if (options.json) process.stdout.write(`${JSON.stringify({ dir: config.models.dir, enabled: config.models.enabled, models: listed }, null, 2)}\n`);
    else {
      process.stdout.write(`Models in ${config.models.dir}${config.models.enabled ? '' : ' (turned off: SPEECHDECK_MODELS=none)'}:\n`);
      for (const model of listed) {
        const state = model.installed ? (model.checked && model.checked !== 'ok' ? 'REFUSED' : 'installed') : 'missing';
        process.stdout.write(`  ${model.id.padEnd(24)} ${state.padEnd(9)} ${megabytes(model.size).padStart(9)}  ${model.capability}, ${model.engine}; ${model.licence}; from ${model.source}\n`);
        if (model.checked && model.checked !== 'ok') process.stdout.write(`    ${model.checked}\n`);
      }
    }
    const refused = listed.filter((m) => m.checked && m.checked !== 'ok');
    if (refused.length > 0) throw new AdminError(`${refused.length} model(s) differ from models/manifest.json: ${refused.map((m) => m.id).join(', ')}. Reinstall with python3 scripts/install_models.py.`);
    if (options.check && listed.some((m) => !m.installed) && config.models.enabled) {
      throw new AdminError(`not installed: ${listed.filter((m) => !m.installed).map((m) => m.id).join(', ')}. Install with python3 scripts/install_models.py.`);
    }
  });
