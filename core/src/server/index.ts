export * from './server-context.ts';
export * from './http-error.ts';
export * from './register-endpoint.ts';
export * from './receive-upload.ts';
