import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { app, type AppOptions } from './app.ts';
import type { Config } from './config.ts';
import { cutStalledAnswersOnClose } from './shutdown/close-grace.ts';

/** A ready Fastify instance with the whole app and the given plugins registered; tests call this with their own clock, config and plugins. */
export async function buildServer(config: Config, options: Omit<AppOptions, 'config'>): Promise<FastifyInstance> {
  const server = Fastify({
    // People at a terminal read lines; services and log collectors get JSON.
    logger: process.stdout.isTTY
      ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // A little above the image limit: JSON bodies are small, uploads stream and check their own limit.
    bodyLimit: 1024 * 1024,
    // Start-up migrates every plugin's tables and loads their lexicons and models; several processes
    // starting together on a busy machine took longer than Fastify's 10 s default for one plugin.
    pluginTimeout: 120_000,
  });
  cutStalledAnswersOnClose(server, config.shutdownGraceMs);
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  // Not encapsulated: the host's services (its store, its queue) are the server's, for tests and tools to reach.
  await server.register(fp(app), { config, ...options });
  await server.ready();
  return server;
}
