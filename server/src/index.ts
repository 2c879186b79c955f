export { buildServer } from './build-server.ts';
export { loadConfig, type Config } from './config.ts';
export { servicePlugins } from './service-plugins.ts';
