import { Header, Inject, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import { WalletRpc, type HolderCardAnswer } from '@gv/proto';
import { ApiController } from '../http/api-controller.js';
import { publicBaseUrl } from '../http/public-url.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

/**
 * The holder page's data (the SPA routes /card/{code} and its gift's reveal, /card/{code}/reveal): anyone with the code
 * sees the card and, of a gift, the giver's name and message; never how to reach the buyer.
 */
@ApiController('wallet (public)')
export class HolderCardsHttp {
  constructor(private readonly services: Services, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('GET /api/v1/cards/{code}', 'public')
  // The balance changes with every redemption, and the answer names the code: no shared cache keeps it.
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary:
      "An issued card by its code: business, card name, balance, expiry, redemption history, holder page and wallet links; of a gift, who sent it (the name they gave) and their message. 404 'Gift card not found.' for any code that names no card; such lookups are limited per client (429)",
  })
  @ApiParam({ name: 'code', description: "The card's 26-character code" })
  card(@Param('code') code: string, @Req() request: FastifyRequest): Promise<HolderCardAnswer> {
    return this.services.call(WalletRpc.holderCard, { code, publicBaseUrl: publicBaseUrl(this.config, request), ip: request.ip });
  }
}
