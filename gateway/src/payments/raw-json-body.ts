import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep the JSON body's exact text on request.rawBody (e.g. to check a signature over it). */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Fastify's own JSON parser, which also keeps the body's text for routes marked `@RouteConfig({ rawBody: true })`:
 * a signature covers the bytes as sent, which re-serialising the parsed object would not reproduce.
 */
export function keepRawJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.config.rawBody) request.rawBody = body as string;
    parseJson(request, body as string, done);
  });
}
