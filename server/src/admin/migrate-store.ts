import { Command } from 'commander';
import ora from 'ora';
import { z } from 'zod';
import { copyStore, databaseAt, type CopyProgress } from './migrate-store/copy-store.ts';

const optionsSchema = z.object({
  from: z.string({ error: '--from <data dir> is required: the data dir of the SQLite installation' }).min(1),
  to: z.string({ error: '--to <url> is required: the PostgreSQL database to fill' })
    .regex(/^postgres(ql)?:\/\//, '--to must be a PostgreSQL URL, postgres://user:password@host:port/database'),
  mediaDir: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

export const migrateStore = new Command('migrate-store')
  .description('copy a SQLite installation, its hosts stopped, into a new PostgreSQL database (and its media into a shared folder)')
  .option('--from <data dir>', 'the data dir of the SQLite installation (where speechdeck.sqlite is)')
  .option('--to <url>', 'the PostgreSQL database, postgres://user:password@host:port/database; it must hold no accounts')
  .option('--media-dir <dir>', 'copy media/ and images/ into this folder, the SPEECHDECK_MEDIA_DIR of the PostgreSQL hosts')
  .option('--json', 'print the summary as JSON on stdout')
  .action(async (raw: unknown) => {
    const options = optionsSchema.parse(raw);
    const summary = await copyStore(options, progressOnStderr());
    if (options.json) {
      process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
      return;
    }
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    const lines = [`Copied ${summary.tables.length} tables, ${rows} rows, into the PostgreSQL database at ${databaseAt(options.to)}.`];
    if (summary.media) lines.push(`Copied ${summary.media.files} media files, ${summary.media.bytes} bytes, into ${options.mediaDir}.`);
    process.stdout.write(`${lines.join('\n')}\n`);
  });

/**
 * Each table's rows copied out of its total, on stderr: one line per table, and an updating
 * spinner while a table copies on a terminal (not on one that reports no width: ora divides by it).
 */
function progressOnStderr(): CopyProgress {
  const live = Boolean(process.stderr.isTTY && process.stderr.columns);
  return {
    table(name, total) {
      const spinner = ora({ text: `${name}: 0/${total} rows`, stream: process.stderr, isSilent: !live }).start();
      return {
        rows: (copied) => void (spinner.text = `${name}: ${copied}/${total} rows`),
        done(copied) {
          spinner.stop();
          process.stderr.write(`${name}: ${copied}/${total} rows\n`);
        },
      };
    },
    note: (line) => process.stderr.write(`${line}\n`),
  };
}
