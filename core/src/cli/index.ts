/**
 * The CLI kit: what a command of `speechdeck` needs, whether the shell in cli/ or a plugin's `/cli`
 * entry adds it. Node only (commander, ora, the file system); no service's domain.
 */
export * from './cli-plugin.ts';
export * from './options.ts';
export * from './errors/cli-error.ts';
export * from './errors/exit-codes.ts';
export * from './errors/describe-error.ts';
export * from './host/connect-host.ts';
export * from './host/config-file.ts';
export * from './host/config-storage.ts';
export * from './host/env.ts';
export * from './host/server-url.ts';
export * from './terminal/output.ts';
export * from './terminal/spinner.ts';
export * from './terminal/prompt.ts';
export * from './terminal/confirm-deletion.ts';
export * from './terminal/table.ts';
export * from './terminal/time.ts';
export * from './terminal/plural.ts';
export * from './batch/input-files.ts';
export * from './batch/pool.ts';
export * from './batch/progress.ts';
export * from './batch/atomic-write.ts';
export * from './batch/outputs.ts';
export * from './batch/batch-run.ts';
export * from './batch/batch-reports.ts';
export * from './batch/interrupt.ts';
export * from './batch/media-file-report.ts';
export * from './batch/media-batch.ts';
export * from './batch/resumable-job.ts';
export * from './batch/follow-job.ts';
