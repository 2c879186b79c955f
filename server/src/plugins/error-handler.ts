import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, MediaMissing } from '@speechdeck/core/server';
import type { ApiErrorBody } from '@speechdeck/core';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity', 429: 'Too Many Requests',
  500: 'Internal Server Error', 503: 'Service Unavailable',
};

function body(statusCode: number, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

/** The one error handler: every error answers the contract's error body; no 5xx detail leaks. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        // An engine's or a server's failure: what it said (stderr, an upstream answer) is for the operator.
        if (error.statusCode >= 500 && error.cause !== undefined) request.log.warn({ err: error, cause: error.cause }, 'an engine or a service the host needs failed');
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.fields));
      }
      if (error instanceof MediaMissing) {
        // Removed between a route's look and its read (a delete racing a player), or lost from the
        // store under a row that names it: gone for the asker either way; the key stays in the log.
        request.log.warn({ key: error.key }, 'stored media asked for is gone');
        return reply.status(404).send(body(404, 'The stored media asked for is gone.'));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path;
          const key = zodPath?.length ? zodPath.map(String).join('.') : issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
          fields[key] ??= issue.message ?? 'Invalid value.';
        }
        const first = Object.entries(fields)[0];
        return reply.status(400).send(body(400, first ? `${first[0]}: ${first[1]}` : 'Invalid request.', fields));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, cause: error.cause }, 'answer does not match the contract');
        return reply.status(500).send(body(500, 'Internal error.'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send(body(status, 'Internal error.'));
      }
      return reply.status(status).send(body(status, error.message));
    });
    app.setNotFoundHandler((request, reply) => reply.status(404).send(body(404, `No route ${request.method} ${request.url.split('?')[0]}`)));
  },
  { name: 'error-handler' },
);
