import type { FastifyReply } from 'fastify';

/** Sends a file to save under `filename`: never kept by a cache, as the admins' exports hold the business's data. */
export function sendDownload(reply: FastifyReply, contentType: string, filename: string, file: unknown): FastifyReply {
  return reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(file);
}
