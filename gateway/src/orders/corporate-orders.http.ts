import { Body, HttpCode, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BLOBS, CONFIG, type BlobStore, type PlatformConfig } from '@gv/platform';
import {
  CORPORATE_MAX_CARDS,
  LOCATION_MESSAGES,
  corporateOrderState,
  describeWindow,
  WalletRpc,
  CorporateOrdersRpc,
  type AdminPrincipal,
  type CorporateCard,
  type CorporateOrderDetails,
  type CorporateOrderList,
  type CorporateOrderRecord,
  type CorporateOrderSummary,
  type CreateCorporateOrderRequest,
} from '@gv/proto';
import { FrozenWhileSuspended } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController } from '../http/api-controller.js';
import { sendDownload } from '../http/download.js';
import { publicBaseUrl } from '../http/public-url.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';
import { BusinessLocations } from '../identity/business-locations.js';
import { counterLocation } from '../redemption/counter-location.js';
import { codesSheetPdf, type SheetTerms } from './codes-sheet.js';
import { sheetLogo } from './sheet-logo.js';

const createBody = {
  schema: {
    type: 'object',
    required: ['giftCardId', 'company', 'paymentReference'],
    properties: {
      giftCardId: { type: 'string', format: 'uuid' },
      company: { type: 'string', maxLength: 120 },
      paymentReference: { type: 'string', maxLength: 120, description: 'How the company paid outside the platform (invoice number); one batch per reference' },
      recipients: {
        type: 'array',
        maxItems: CORPORATE_MAX_CARDS,
        description: 'Named cards, emailed (the web page reads them from a name,email CSV); or give count',
        items: { type: 'object', required: ['name', 'email'], properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } } },
      },
      count: { type: 'integer', minimum: 1, maximum: CORPORATE_MAX_CARDS, description: 'Unnamed cards, printed from codes.pdf; or give recipients' },
      amount: { type: 'number', description: 'Dollars: each card\'s value, for an "Any amount" card (within its range); a fixed card ignores it' },
      locationId: { type: 'string', format: 'uuid', description: 'The location its sales belong to; required when the business has several open locations' },
    },
  },
};

/**
 * Corporate orders (decision 0063): batches of cards for a company that paid outside the platform. Orders keeps the
 * batch, redemption its cards, notifications its emails; each answer puts them together, within the admin's business.
 */
@ApiController('corporate orders (admin)', 'cookie')
export class CorporateOrdersHttp {
  constructor(
    private readonly services: Services,
    private readonly locations: BusinessLocations,
    @Inject(CONFIG) private readonly config: PlatformConfig,
    @Inject(BLOBS) private readonly blobs: BlobStore,
  ) {}

  @Route('POST /api/v1/admin/corporate-orders', 'owner')
  @HttpCode(201)
  @FrozenWhileSuspended()
  @ApiOperation({
    summary:
      "Record a batch of cards for a company that paid outside the platform: recipients (emailed, throttled) or count (printed). It waits (status awaiting-confirmation) until confirmed: nothing is issued yet. The same paymentReference again answers the same batch; another batch under it is 409; a total past $10,000,000.00 is 400",
  })
  @ApiBody(createBody)
  async create(@CurrentAdmin() admin: AdminPrincipal, @Body() body: Partial<Record<keyof CreateCorporateOrderRequest, unknown>> | undefined): Promise<CorporateOrderSummary> {
    const { giftCardId, company, paymentReference, recipients, count, amount } = body ?? {};
    const location = counterLocation(await this.locations.openOf(admin), admin, body?.locationId, LOCATION_MESSAGES.chooseForSales);
    const order = await this.services.call(CorporateOrdersRpc.create, {
      admin: { businessSlug: admin.businessSlug, email: admin.email },
      giftCardId,
      company,
      paymentReference,
      recipients,
      count,
      amount,
      locationId: location?.id,
    });
    const [summary] = await this.summaries(admin.businessSlug, [order]);
    return summary;
  }

  @Route('POST /api/v1/admin/corporate-orders/{id}/confirm', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Confirm a batch (decision 0071): within the business's daily cap on value paid outside the platform its cards are issued (status confirmed); past it, it waits for the super admin's approval (status awaiting-approval; the super admin is emailed). Confirming again answers the batch as it is; another business's is 404",
  })
  @ApiParam({ name: 'id', description: 'Corporate order id' })
  async confirm(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<CorporateOrderSummary> {
    const order = await this.services.call(CorporateOrdersRpc.confirm, { admin: { businessSlug: admin.businessSlug, adminId: admin.adminId, email: admin.email }, id });
    const [summary] = await this.summaries(admin.businessSlug, [order]);
    return summary;
  }

  @Route('GET /api/v1/admin/corporate-orders', 'owner')
  @ApiOperation({ summary: "The business's corporate orders, newest first (the latest 100), each with its progress: issued, emailed, failed, state" })
  async list(@CurrentAdmin() admin: AdminPrincipal): Promise<CorporateOrderList> {
    const { orders } = await this.services.call(CorporateOrdersRpc.list, { businessSlug: admin.businessSlug });
    return { orders: await this.summaries(admin.businessSlug, orders) };
  }

  @Route('GET /api/v1/admin/corporate-orders/{id}', 'owner')
  @ApiOperation({ summary: "One corporate order with its progress and its cards (codes and holder pages); another business's is 404" })
  @ApiParam({ name: 'id', description: 'Corporate order id' })
  async find(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Req() request: FastifyRequest): Promise<CorporateOrderDetails> {
    return this.details(admin, id, publicBaseUrl(this.config, request));
  }

  @Route('GET /api/v1/admin/corporate-orders/{id}/codes.pdf', 'owner')
  @ApiOperation({ summary: "The order's cards to print (application/pdf): six a page, each with the business's logo and name, card name, value, code, PIN, a QR code of its holder page, how to redeem it, its window and the law's sentences" })
  @ApiParam({ name: 'id', description: 'Corporate order id' })
  @ApiOkResponse({ description: 'A PDF download', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async codesPdf(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const order = await this.details(admin, id, publicBaseUrl(this.config, request));
    const sheet = codesSheetPdf(order, order.cards.length ? { cards: order.cards, terms: await this.sheetTerms(order.cards[0].uniqueCode, request) } : null);
    return sendDownload(reply, 'application/pdf', `corporate-order-${order.id.slice(0, 8)}.pdf`, sheet);
  }

  /** What the order's cards say besides their codes, as the first card's holder page says it: they share their card type and law. */
  private async sheetTerms(code: string, request: FastifyRequest): Promise<SheetTerms> {
    const { business, giftCard } = await this.services.call(WalletRpc.holderCard, { code, publicBaseUrl: publicBaseUrl(this.config, request) });
    return {
      businessName: business.name,
      currency: giftCard.currency,
      logo: await sheetLogo(this.blobs, business.logoUrl),
      window: giftCard.redemptionWindow ? describeWindow(giftCard.redemptionWindow) : null,
      disclosure: giftCard.disclosure,
    };
  }

  private async details(admin: AdminPrincipal, id: string, baseUrl: string): Promise<CorporateOrderDetails> {
    const order = await this.services.call(CorporateOrdersRpc.find, { businessSlug: admin.businessSlug, id });
    const [{ cards }, [summary]] = await Promise.all([
      this.services.call(CorporateOrdersRpc.cards, { businessSlug: admin.businessSlug, orderId: order.id }),
      this.summaries(admin.businessSlug, [order]),
    ]);
    const base = baseUrl.replace(/\/+$/, '');
    // An unnamed card's holder is the admin who issued it: no recipient to show.
    const shown: CorporateCard[] = cards.map(({ cardId: _id, ...card }) => ({ ...card, recipientEmail: order.named ? card.recipientEmail : null, saveUrl: `${base}/card/${card.uniqueCode}` }));
    return { ...summary, cards: shown };
  }

  /** The batches with their cards issued (redemption) and emails sent or failed (notifications). */
  private async summaries(businessSlug: string, orders: CorporateOrderRecord[]): Promise<CorporateOrderSummary[]> {
    if (orders.length === 0) return [];
    const orderIds = orders.map(({ id }) => id);
    const [{ counts }, { progress }] = await Promise.all([
      this.services.call(CorporateOrdersRpc.cardCounts, { businessSlug, orderIds }),
      this.services.call(CorporateOrdersRpc.emailProgress, { orderIds }),
    ]);
    return orders.map((order) => {
      const figures = { issued: counts[order.id] ?? 0, emailed: progress[order.id]?.emailed ?? 0, failed: progress[order.id]?.failed ?? 0 };
      return { ...order, ...figures, state: corporateOrderState({ ...order, ...figures }) };
    });
  }
}
