import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { type EncodedAnswer, type Encoding } from './answer-encodings.js';
import { JSON_TYPE } from './public-cache.interceptor.js';

/**
 * Takes a GET the HTTP server answers itself, before Fastify routes it (decisions 0067, 0069), and answers it; false
 * leaves it to the framework. One taken and then found to need the framework after all (a failed call, an encoding
 * only the framework negotiates) is handed over with `toFramework`, which answers it as if it had come straight there.
 */
export type AnswerFirst = (request: IncomingMessage, response: ServerResponse, toFramework: () => void) => boolean;

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** Puts `answerers` in front of the server's request listeners (Fastify's); a closing gateway leaves everything to Fastify, which answers as a closing server does. */
export function answerBeforeFramework(server: Server, answerers: AnswerFirst[], closing: () => boolean): void {
  const framework = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const toFramework = () => {
      for (const listener of framework) listener.call(server, request, response);
    };
    if (request.method === 'GET' && !closing() && answerers.some((answer) => answer(request, response, toFramework))) return;
    toFramework();
  });
}

/** A JSON answer of 200 as the framework sends it: `headers` (the API's, the request id), its length, and its encoding as @fastify/compress would set it. */
export function sendJson(response: ServerResponse, answer: EncodedAnswer, encoding: Encoding | 'identity', headers: OutgoingHttpHeaders): void {
  const body = answer.as(encoding);
  response.writeHead(200, {
    ...headers,
    'content-type': JSON_TYPE,
    'content-length': body.length,
    ...(encoding !== 'identity' && { 'content-encoding': encoding, vary: 'accept-encoding' }),
  });
  response.end(body);
}
