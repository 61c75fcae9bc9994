import type { FastifyInstance } from 'fastify';
import { DomainError } from '@gv/platform';
import { REQUEST_MESSAGES } from '@gv/proto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep the JSON body's exact text on request.rawBody (e.g. to check a signature over it). */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** No form or notification of the API nests deeper than a few levels; Square's payment objects stay under ten. */
export const MAX_JSON_DEPTH = 32;

export const bodyTooDeep = () => new DomainError('HTTP.BODY_TOO_DEEP', REQUEST_MESSAGES.bodyTooDeep(MAX_JSON_DEPTH));

/**
 * Fastify's own JSON parser for every route (bodies are at most the adapter's bodyLimit), refusing a body nested
 * deeper than MAX_JSON_DEPTH before it is parsed, so no code that walks a body (guards, validators) meets a
 * pathological one. It also keeps the body's text for routes marked `@RouteConfig({ rawBody: true })`: a signature
 * covers the bytes as sent, which re-serialising the parsed object would not reproduce.
 */
export function parseJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(bodyTooDeep(), undefined);
    if (request.routeOptions.config.rawBody) request.rawBody = text;
    parseJson(request, text, done);
  });
}

/** The deepest nesting of arrays and objects in JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}
