import { buildServer } from './build-server.ts';
import { loadConfig } from './config.ts';
import { servicePlugins } from './service-plugins.ts';

const config = loadConfig();
const app = await buildServer(config, { plugins: servicePlugins });
if (config.dataDirNotice) app.log.warn(config.dataDirNotice);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(config.role === 'worker'
    ? `speechdeck worker is up: running queued jobs; health at http://${config.host}:${config.port}/health`
    : `speechdeck is up (role ${config.role}): dashboard ${config.publicUrl}/  API docs ${config.publicUrl}/api/docs`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
