import type { FastifyRequest } from 'fastify';
import { linkBase, type PlatformConfig } from '@gv/platform';

/** The base of links the server writes (see linkBase), on the port that accepted the request. */
export function publicBaseUrl(config: PlatformConfig, request: FastifyRequest): string {
  return linkBase(config, request.socket.localPort);
}
