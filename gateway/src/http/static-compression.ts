import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers made per request (JSON, a public page's HTML) of 1 KiB or more are
 * compressed for clients that accept it, brotli first. Brotli's level 4
 * compresses about as well as gzip's default at a fraction of brotli's top
 * level's cost; the built SPA is compressed once at build time instead (web/vite.config.ts).
 * Request bodies are not decompressed: clients send plain JSON or multipart.
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
