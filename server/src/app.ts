import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { ServerPlugin } from '@speechdeck/core/server';
import type { Config } from './config.ts';
import { systemClock, type Clock } from './services/clock.ts';
import './types.ts';
import errorHandler from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import xsrf from './plugins/xsrf.ts';
import formBody from './plugins/form-body.ts';
import multipartForms from './plugins/multipart-forms.ts';
import bodyIdleTimeout from './plugins/body-idle-timeout.ts';
import database from './services/database/database.ts';
import redis from './services/redis/redis-plugin.ts';
import rateLimits from './services/rate-limits/rate-limits-plugin.ts';
import mailer from './services/mailer/mailer-plugin.ts';
import type { AccountMailWork } from './services/mailer/account-mail-work.ts';
import users from './services/users/users-plugin.ts';
import auth from './services/auth/auth-plugin.ts';
import jobs from './services/jobs/jobs-plugin.ts';
import mediaTools from './services/media-tools-plugin.ts';
import media from './services/media/media-plugin.ts';
import scratchSweep from './services/media/scratch-sweep.ts';
import hostRegistry from './services/hosts/host-registry-plugin.ts';
import lostCalls from './services/jobs/lost-calls-plugin.ts';
import workerGate from './plugins/worker-gate.ts';
import { servesApi } from './host-role.ts';
import servicePlugins from './plugin-system/service-plugins-plugin.ts';
import loginRoute from './routes/auth/login.ts';
import registrationRoutes from './routes/auth/registration.ts';
import confirmationRoutes from './routes/auth/confirmation.ts';
import passwordResetRoutes from './routes/auth/password-reset.ts';
import ownAccountRoutes from './routes/users/update-password.ts';
import adminUserRoutes from './routes/users/admin-users.ts';
import apiKeyRoutes from './routes/keys/api-key-routes.ts';
import jobRoutes from './routes/jobs/job-routes.ts';
import healthRoute from './routes/platform/health.ts';
import imageRoutes from './routes/platform/image-upload.ts';
import appAdsRoute from './routes/platform/app-ads.ts';
import webAssetRoutes from './routes/platform/web-assets.ts';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** The AI services' server parts; the host itself serves accounts and the platform calls. */
  plugins: readonly ServerPlugin[];
  /** Instances to use instead of what plugins provide, by service ref id (tests of failure paths). */
  overrides?: ReadonlyMap<string, unknown>;
  /** Where the account mails' work runs after the answers; given by tests that wait for it. */
  accountMailWork?: AccountMailWork;
}

/** The whole host as one plugin: external plugins, then the app's services, then the routes (its own, then the plugins'). */
export async function app(instance: FastifyInstance, options: AppOptions) {
  // external
  await instance.register(errorHandler);
  if (!servesApi(options.config.role)) await instance.register(workerGate);
  await instance.register(cookie);
  await instance.register(bodyIdleTimeout, { idleMs: options.config.uploadIdleMs });
  await instance.register(multipartForms);
  await instance.register(formBody);
  await instance.register(xsrf);
  await instance.register(openapi);

  // services
  await instance.register(
    fp(async (scope) => {
      scope.decorate('config', options.config);
      scope.decorate('clock', options.clock ?? systemClock);
    }, { name: 'config' }),
  );
  await instance.register(database);
  await instance.register(redis);
  await instance.register(rateLimits);
  await instance.register(mailer, { work: options.accountMailWork });
  await instance.register(users);
  await instance.register(auth);
  await instance.register(mediaTools);
  await instance.register(media);
  await instance.register(jobs);
  await instance.register(hostRegistry);
  await instance.register(lostCalls);
  await instance.register(scratchSweep);

  // routes
  for (const routes of [healthRoute, loginRoute, registrationRoutes, confirmationRoutes, passwordResetRoutes, ownAccountRoutes, adminUserRoutes, apiKeyRoutes, jobRoutes, imageRoutes, appAdsRoute]) {
    await instance.register(routes);
  }
  await instance.register(servicePlugins, { plugins: options.plugins, overrides: options.overrides });
  if (servesApi(options.config.role)) await instance.register(webAssetRoutes);
}
