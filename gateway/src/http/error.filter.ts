import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, RemoteError, UNAVAILABLE, createLogger, isUnavailable } from '@gv/platform';
import { httpStatusOf } from './error-statuses.js';

const logger = createLogger('gateway');

/** Maps every failure to `{ statusCode, code, message, fields? }`; internals never leak. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toBody(error);
    if (body.statusCode >= 500) logger.error({ err: error }, 'request failed');
    void reply.status(body.statusCode).send(body);
  }
}

function toBody(error: unknown): { statusCode: number; code: string; message: string; fields?: Record<string, string> } {
  if (error instanceof RemoteError || error instanceof DomainError) {
    const { code, message, fields } = error instanceof RemoteError ? error.body : error;
    return { statusCode: httpStatusOf(code), code, message, fields };
  }
  if (error instanceof HttpException) {
    // Form-encoded and text bodies have no parser, so no page on another site can post a plain HTML form to the API.
    if (error.getStatus() === 415) return { statusCode: 415, code: 'HTTP.415', message: 'Please send the request body as JSON (Content-Type: application/json)' };
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : ((response as { message?: string }).message ?? error.message);
    return { statusCode: error.getStatus(), code: `HTTP.${error.getStatus()}`, message: String(message) };
  }
  // An engine or a service out of reach (restarting, failing over): the same request can succeed a moment later.
  if (isUnavailable(error)) return { statusCode: 503, ...UNAVAILABLE };
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    // Fastify's own errors: malformed JSON, body too large, bad content type.
    return { statusCode, code: `HTTP.${statusCode}`, message: (error as Error).message };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
}
