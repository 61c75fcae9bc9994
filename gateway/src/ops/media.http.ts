import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BLOBS, type BlobStore } from '@gv/platform';
import { Access } from '../auth/access.js';
import { REQUEST_MESSAGES } from '@gv/proto';

/** A stored image's key: one folder and a file name such as `<sha256>.webp`; never `.` or `..`. */
const MEDIA_KEY = /^(logos|giftcards|posters)\/[a-z0-9_-]+(\.[a-z0-9]+)?$/i;

/**
 * Serves stored images. Keys are content-addressed, so they can be cached for
 * a year. Other sites may embed them (emails, shared links), hence the
 * cross-origin resource policy.
 */
@ApiExcludeController()
@Controller('media')
export class MediaHttp {
  constructor(@Inject(BLOBS) private readonly blobs: BlobStore) {}

  @Get('*')
  @Access('public')
  async get(@Param('*') key: string, @Res() reply: FastifyReply) {
    if (!MEDIA_KEY.test(key)) throw new NotFoundException(REQUEST_MESSAGES.notFound);
    const blob = await this.blobs.get(key);
    if (!blob) throw new NotFoundException(REQUEST_MESSAGES.notFound);
    return reply
      .header('content-type', blob.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(blob.body);
  }
}
