import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MediaMissing } from '@speechdeck/core/server';

/**
 * OpenAI's error body. Its clients read `error.message` and `error.code`, and the openai npm
 * client turns the status into its error classes (AuthenticationError for 401, NotFoundError...).
 */
export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/** An error with OpenAI's `code` and `param`, for refusals a client tells apart by them (model_not_found). */
export class OpenAiRequestError extends HttpError {
  constructor(statusCode: number, message: string, readonly param: string | null, readonly code: string | null) {
    super(statusCode, message, param ? { [param]: message } : undefined);
  }
}

/** OpenAI's type for a status: its clients branch on the status, the type is for people reading it. */
function typeOf(status: number): string {
  if (status === 401) return 'invalid_request_error';
  if (status === 429) return 'rate_limit_exceeded';
  return status >= 500 ? 'server_error' : 'invalid_request_error';
}

/** OpenAI's codes for the refusals its clients and docs name; others have none (null), as OpenAI's often do. */
function codeOf(status: number, error: unknown): string | null {
  if (error instanceof OpenAiRequestError) return error.code;
  if (status === 401) return 'invalid_api_key';
  if (status === 413) return 'file_too_large';
  if (status === 415) return 'invalid_file_format';
  if (status === 429) return 'rate_limit_exceeded';
  if (status === 503) return 'engine_unavailable';
  return null;
}

const bodyOf = (status: number, message: string, param: string | null, error: unknown): OpenAiErrorBody =>
  ({ error: { message, type: typeOf(status), param, code: codeOf(status, error) } });

/** The field a zod validation issue names, e.g. `voice` or `speed`. */
function validationParam(error: FastifyError): string | null {
  const issue = error.validation?.[0];
  const path = (issue?.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
  if (path?.length) return path.map(String).join('.');
  return issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || null;
}

/**
 * Answers every error of this plugin's routes (all under /v1) in OpenAI's shape. Set on the
 * plugin's own Fastify scope, so the rest of the host keeps its error body; like the host's
 * handler, no 5xx detail reaches the client (it goes to the log).
 */
export function answerErrorsAsOpenAi(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MediaMissing) return reply.status(404).send(bodyOf(404, 'The stored media asked for is gone.', null, error));
    if (error.validation) {
      const param = validationParam(error);
      const issue = error.validation[0]?.message ?? 'Invalid value.';
      return reply.status(400).send(bodyOf(400, param ? `${param}: ${issue}` : issue, param, error));
    }
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError) {
      if (status >= 500 && error.cause !== undefined) request.log.warn({ err: error, cause: error.cause }, 'an engine or a service the host needs failed');
      if (error.headers) reply.headers(error.headers);
      const param = error instanceof OpenAiRequestError ? error.param : (Object.keys(error.fields ?? {})[0] ?? null);
      return reply.status(status).send(bodyOf(status, error.message, param, error));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(bodyOf(status, 'Internal error.', null, error));
    }
    return reply.status(status).send(bodyOf(status, error.message, null, error));
  });
}
