import type { ErrorResponse } from '@local-seo/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, reasonPhrase } from './errors.js';
import { isDependencyUnavailable } from './unavailable.js';

/**
 * One error shape for every answer: {statusCode, error, message, details?}.
 * Client errors keep their message; 5xx never leak internals (they are logged).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    const body = toErrorResponse(err);
    if (body.statusCode >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ statusCode: body.statusCode, message: body.message }, 'request refused');
    if (err instanceof HttpError) reply.headers(err.headers);
    return reply.status(body.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorResponse = {
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
}

export function toErrorResponse(err: unknown): ErrorResponse {
  if (err instanceof HttpError) {
    return {
      statusCode: err.statusCode,
      error: reasonPhrase(err.statusCode),
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      ...err.extra,
    };
  }
  const status = typeof (err as FastifyError)?.statusCode === 'number' ? (err as FastifyError).statusCode! : 500;
  if (status >= 400 && status < 500) {
    return { statusCode: status, error: reasonPhrase(status), message: clientMessage(err as FastifyError) };
  }
  if (isDependencyUnavailable(err)) {
    return {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service cannot reach its database right now; please try again in a moment.',
    };
  }
  return {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side. It has been logged; please try again.',
  };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in plain words. */
function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (application/json)';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty: send a JSON object';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address is too long: a part of its path may have at most 200 characters';
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid: a part of its path is wrongly percent-encoded';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body is not valid JSON';
    default:
      return err.message;
  }
}
