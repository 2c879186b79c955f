import { Command } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import { reportFailure } from './admin-error.ts';
import { copyMediaCommand } from './copy-media.ts';
import { migrateStore } from './migrate-store.ts';
import { modelsCommand } from './models.ts';

const program = new Command('speechdeck-admin')
  .description('Operator commands run beside a speechdeck installation.')
  .version(packageJson.version, '-v, --version')
  .addCommand(migrateStore)
  .addCommand(copyMediaCommand)
  .addCommand(modelsCommand);

// Commander's own usage errors come to reportFailure as well (thrown, not printed and exited), so
// every failure leaves by one path.
for (const command of [program, ...program.commands]) command.exitOverride().configureOutput({ outputError: () => undefined });

try {
  await program.parseAsync();
} catch (error) {
  reportFailure(error, process.argv.includes('--json'));
}
