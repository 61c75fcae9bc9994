import { Body, HttpCode, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import { REQUEST_MESSAGES, OrdersRpc, WalletRpc, type PurchaseForm, type Unchecked, type WalletLinks } from '@gv/proto';
import { ApiController } from '../http/api-controller.js';
import { publicBaseUrl } from '../http/public-url.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

const SERIAL = /^[0-9A-Za-z]{1,64}$/;

/** Wallet passes of an issued card (docs/money-path.md "Wallet passes"). Public: the card's code is the key. */
@ApiController('wallet (public)')
export class WalletPassesHttp {
  constructor(private readonly services: Services, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('POST /api/wallet/generate-wallet-pass', 'public')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The holder page (saveUrl) and the Google and Apple Wallet links of an issued card (testPass: true when they are signed by local test keys), from {uniqueCode}; or from the purchase form of a paid order (the spec's dialog asks before PUT purchase), which issues its card once, as PUT purchase does. 404 'Gift card not found.' for a code that names no card",
  })
  async generate(@Body() body: (Unchecked<PurchaseForm> & { uniqueCode?: unknown }) | undefined, @Req() request: FastifyRequest): Promise<WalletLinks> {
    const base = publicBaseUrl(this.config, request);
    if (typeof body?.uniqueCode === 'string') return this.services.call(WalletRpc.passLinks, { uniqueCode: body.uniqueCode, publicBaseUrl: base, ip: request.ip });
    const { purchase } = await this.services.call(OrdersRpc.completePurchase, { ...body, publicBaseUrl: base });
    return {
      saveUrl: purchase.saveUrl,
      uniqueCode: purchase.uniqueCode,
      ...(purchase.googleWalletUrl ? { googleWalletUrl: purchase.googleWalletUrl } : {}),
      ...(purchase.appleWalletUrl ? { appleWalletUrl: purchase.appleWalletUrl } : {}),
      ...(purchase.testPass ? { testPass: purchase.testPass } : {}),
    };
  }

  @Route('GET /api/wallet/apple/{serial}.pkpass', 'public')
  @ApiOperation({ summary: "The card's Apple Wallet pass (application/vnd.apple.pkpass), signed with its balance now (a test pass, signed by local keys, when Apple Wallet keys are not configured)" })
  @ApiParam({ name: 'serial', description: "The card's code, which is the pass's serial number" })
  async applePass(@Param('serial') serial: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!SERIAL.test(serial)) throw new NotFoundException(REQUEST_MESSAGES.notFound);
    const { pkpassBase64 } = await this.services.call(WalletRpc.applePass, { uniqueCode: serial, publicBaseUrl: publicBaseUrl(this.config, request), ip: request.ip });
    return reply
      .header('content-type', 'application/vnd.apple.pkpass')
      .header('content-disposition', 'attachment; filename="gift-card.pkpass"')
      // It holds the code and today's balance: never kept by a shared cache.
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pkpassBase64, 'base64'));
  }
}
