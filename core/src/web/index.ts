export * from './service-plugin.ts';
export * from './plugin-registry.ts';
export * from './sample-bus.ts';
export * from './platform-context.tsx';
export * from './result-view/index.ts';
export * from './use-workspace-client.ts';
