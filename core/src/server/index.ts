export * from './server-context.ts';
export * from './http-error.ts';
export * from './register-endpoint.ts';
export * from './receive-upload.ts';
export * from './engines.ts';
export * from './results-store.ts';
export * from './job-queue.ts';
export * from './owned-result.ts';
