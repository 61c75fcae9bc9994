import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BLOBS, type BlobStore } from '@gv/platform';

/** Serves stored images. Keys are content-addressed, so they can be cached for a year. */
@ApiExcludeController()
@Controller('media')
export class MediaHttp {
  constructor(@Inject(BLOBS) private readonly blobs: BlobStore) {}

  @Get('*')
  async get(@Param('*') key: string, @Res() reply: FastifyReply) {
    if (!/^(logos|giftcards|posters)\/[a-z0-9._-]+$/i.test(key)) throw new NotFoundException('Not found');
    const blob = await this.blobs.get(key);
    if (!blob) throw new NotFoundException('Not found');
    return reply
      .header('content-type', blob.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(blob.body);
  }
}
