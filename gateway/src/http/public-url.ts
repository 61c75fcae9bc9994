import type { FastifyRequest } from 'fastify';
import type { PlatformConfig } from '@gv/platform';

const ANY_INTERFACE = new Set(['', '0.0.0.0', '::']);

/**
 * The base of links the server writes (QR poster, share previews): PUBLIC_URL,
 * else the host this server is configured to listen on and the port it
 * accepted the request on. Never a request header: a client could otherwise
 * point the links at a site of its choosing.
 */
export function publicBaseUrl(config: PlatformConfig, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = ANY_INTERFACE.has(config.HOST) ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${request.socket.localPort}`;
}
