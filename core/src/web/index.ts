/*
 * What the dashboard (the shell and the plugins' pages) builds on. The shell imports this entry at
 * start-up, so nothing here may pull in the HTTP client or the zod contracts statically: those
 * come with the first call (createLazyHttpClient) or with the lazily loaded pages.
 */
export * from './service-plugin.ts';
export * from './plugin-registry.ts';
export * from './sample-bus.ts';
export * from './use-sample-file.ts';
export * from './platform-context.tsx';
export * from './messages/plugin-messages.ts';
export * from './http/lazy-http-client.ts';
export * from './save-blob.ts';
export * from './use-object-url.ts';
export * from './language-label.ts';
export * from './player/index.ts';
export * from './microphone/index.ts';
export * from './recording/index.ts';
export * from './media-source/index.ts';
export * from './upload/use-upload.ts';
export * from './jobs/job-polling.ts';
export * from './jobs/use-kept-job.ts';
export * from './jobs/use-job-run.ts';
export * from './failure/describe-failure.ts';
export * from './ui/index.ts';
