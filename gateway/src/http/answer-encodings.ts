// Hand-written beside @fastify/compress: a kept answer compressed once serves 4–10× the compressed card lists/s of compressing it per request (docs/benchmarks.md).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION } from './static-compression.js';

type Encoding = 'br' | 'gzip';

const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, COMPRESSION.brotliOptions),
  gzip: (body) => gzipSync(body, COMPRESSION.zlibOptions),
};
/** Accept-Encoding tokens whose meaning is plain; any other (weights, wildcards, aliases) is left to @fastify/compress. */
const PLAIN_TOKENS = new Set(['br', 'gzip', 'deflate', 'zstd', 'identity']);

/**
 * A kept answer (a cached public read or page) sent to many clients: each encoding is made once, the first time a
 * client asks for it, with @fastify/compress's settings, instead of once per request (decision 0067).
 */
export class EncodedAnswer {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly body: Buffer) {}

  as(encoding: Encoding | 'identity'): Buffer {
    return encoding === 'identity' ? this.body : (this.encoded[encoding] ??= ENCODERS[encoding](this.body));
  }
}

/** What @fastify/compress would send for this Accept-Encoding and body size; undefined where the choice is not plain. */
export function encodingFor(request: Pick<FastifyRequest, 'headers'>, bytes: number): Encoding | 'identity' | undefined {
  const header = request.headers['accept-encoding'];
  if (request.headers['x-no-compression'] !== undefined || !header || bytes < COMPRESSION.threshold!) return 'identity';
  const tokens = header.toLowerCase().split(',').map((token) => token.trim());
  if (!tokens.every((token) => PLAIN_TOKENS.has(token))) return undefined;
  return COMPRESSION.encodings!.find((encoding): encoding is Encoding => tokens.includes(encoding)) ?? 'identity';
}

/** A kept answer's bytes in the encoding the client asks for, its headers set on `reply`; an Accept-Encoding that weighs its choices is left to @fastify/compress. */
export function encodedBody(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): Buffer {
  const encoding = encodingFor(request, answer.body.length);
  if (encoding === undefined) return answer.body;
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  void reply.header('vary', 'accept-encoding');
  return answer.as(encoding);
}

/** Sends a kept answer in the encoding the client asks for (encodedBody). */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  return reply.send(encodedBody(request, reply, answer));
}
