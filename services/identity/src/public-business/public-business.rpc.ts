import { Controller, Inject } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, NotFoundError, RpcHandler, type Db } from '@gv/platform';
import { Rpc, type PublicBusinessAnswer, type PublicBusinessRequest } from '@gv/proto';
import { businesses } from '../db/schema.js';

/** Public business header for the storefront (spec §3 "Business (public)"). */
@Controller()
export class PublicBusinessRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(Rpc.identity.publicBusiness)
  async get(body: PublicBusinessRequest): Promise<PublicBusinessAnswer> {
    const slug = typeof body.businessSlug === 'string' ? body.businessSlug.toLowerCase() : '';
    const [business] = slug && slug.length <= 60 ? await this.db.select().from(businesses).where(eq(businesses.slug, slug)) : [];
    if (!business) throw new NotFoundError('Business not found', 'BUSINESS.NOT_FOUND');
    const { street, city, state } = business.address;
    return {
      success: true,
      business: { businessSlug: business.slug, name: business.name, logoUrl: business.logoUrl, address: { street, city, state }, testMode: business.liveAt === null },
    };
  }
}
