import { createHash } from 'node:crypto';
import { Body, HttpCode, Inject, Param, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import {
  RedemptionRpc,
  type Acknowledged,
  type AdminPrincipal,
  type CardCashedOut,
  type CounterRequest,
  type GiftCardRedeemed,
  type ScannedGiftCard,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { sessionIdOf } from '../auth/session-cookies.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';
import { BusinessLocations } from '../identity/business-locations.js';
import { counterLocation } from './counter-location.js';

/** Who is redeeming: the session's admin and a one-way key of the session, which a redeem authorization is bound to. */
function counter(request: FastifyRequest, admin: AdminPrincipal, config: PlatformConfig): CounterRequest {
  const sessionId = sessionIdOf(request, config) ?? '';
  return { admin, sessionKey: createHash('sha256').update(`redeem-authorization\n${sessionId}`).digest('base64url'), ip: request.ip };
}

/** The body's `names`, each as sent (undefined when left out), and nothing else it holds. */
function fieldsOf<F extends object, K extends keyof F>(form: F | undefined, ...names: K[]): { [N in K]: F[N] | undefined } {
  return Object.fromEntries(names.map((name) => [name, form?.[name]])) as { [N in K]: F[N] | undefined };
}

const locationId = {
  type: 'string',
  description:
    "The counter's location (GET /api/v1/admin/locations): required when the business has several open locations (400), else its one; a clerk's own locations only (403 FORBIDDEN_LOCATION)",
};
const body = (properties: Record<string, object>) => ({ schema: { type: 'object', required: Object.keys(properties), properties: { ...properties, locationId } } });
const code = { type: 'string', description: 'The card code (26 characters) or the holder page link its QR holds' };
const dollars = { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Dollars, at most 2 decimals' };

/**
 * Counter redemption (spec §2 Redeem, docs/money-path.md): scan, a one-time code to the holder's recorded email (or
 * by text to their phone on file), verify (or the holder's PIN instead, decision 0073), redeem. Only the admin's own business's cards; another business's code is 'Gift card not found.'
 */
@ApiController('redemption (admin)', 'cookie')
export class CounterRedemptionHttp {
  constructor(private readonly services: Services, private readonly locations: BusinessLocations, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('GET /api/v1/admin/scan-giftcard/{code}', 'clerk')
  @ApiOperation({ summary: "The scanned gift card with its buyer: remaining balance, used amount, holder and redemption history. 404 'Gift card not found.' for a code that names no card of the business; such scans are limited per session and client (429)" })
  @ApiParam({ name: 'code', description: 'The card code, as typed or read from the QR' })
  scan(@Param('code') scanned: string, @Req() request: FastifyRequest, @CurrentAdmin() admin: AdminPrincipal): Promise<ScannedGiftCard> {
    return this.services.call(RedemptionRpc.scan, { ...counter(request, admin, this.config), code: scanned });
  }

  @Route('POST /api/v1/admin/send-otp-redeem', 'clerk')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Email a 6-digit code for this amount to the card's holder as recorded at purchase (the recipient of a gift, else the buyer); the email in the body is not used. With channel 'sms' the code goes by text to the holder's phone on file instead (409 when there is none; the scan's verification.sms says). 10 minutes, 5 tries, single use. With purpose 'cash-out' the amount must be the card's cash-out offer, and the code confirms that cash-out instead of a redemption",
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['email', 'redeemAmount', 'qrUniqueCode'],
      properties: {
        email: { type: 'string' },
        redeemAmount: dollars,
        qrUniqueCode: code,
        purpose: { type: 'string', enum: ['redeem', 'cash-out'], default: 'redeem' },
        channel: { type: 'string', enum: ['email', 'sms'], default: 'email' },
        locationId,
      },
    },
  })
  async sendOtp(
    @Body() form: { email?: string; redeemAmount?: number | string; qrUniqueCode?: string; purpose?: string; channel?: string; locationId?: unknown } | undefined,
    @Req() request: FastifyRequest,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<Acknowledged> {
    const fields = fieldsOf(form, 'email', 'redeemAmount', 'qrUniqueCode', 'purpose', 'channel');
    return this.services.call(RedemptionRpc.sendRedeemOtp, { ...(await this.atCounter(request, admin, form)), ...fields });
  }

  @Route('POST /api/v1/admin/verify-otp-redeem', 'clerk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check the holder’s code: a right one lets this session redeem the amount it was sent for, once, within 10 minutes',
  })
  @ApiBody(body({ email: { type: 'string' }, qrUniqueCode: code, otp: { type: 'string', pattern: '^\\d{6}$' } }))
  async verifyOtp(
    @Body() form: { email?: string; qrUniqueCode?: string; otp?: string; locationId?: unknown } | undefined,
    @Req() request: FastifyRequest,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<Acknowledged> {
    const fields = fieldsOf(form, 'email', 'qrUniqueCode', 'otp');
    return this.services.call(RedemptionRpc.verifyRedeemOtp, { ...(await this.atCounter(request, admin, form)), ...fields });
  }

  @Route('POST /api/v1/admin/verify-pin-redeem', 'clerk')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The holder's PIN (4-6 digits, set on the holder page or printed on an unnamed corporate card) for this amount, in place of a sent code: a right one lets this session redeem (or, with purpose 'cash-out', cash out) the amount once, within 10 minutes. Wrong PINs count as wrong codes do: 5 lock the PIN for 10 minutes (429)",
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['qrUniqueCode', 'pin', 'redeemAmount'],
      properties: { qrUniqueCode: code, pin: { type: 'string', pattern: '^\\d{4,6}$' }, redeemAmount: dollars, purpose: { type: 'string', enum: ['redeem', 'cash-out'], default: 'redeem' }, locationId },
    },
  })
  async verifyPin(
    @Body() form: { qrUniqueCode?: string; pin?: string; redeemAmount?: number | string; purpose?: string; locationId?: unknown } | undefined,
    @Req() request: FastifyRequest,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<Acknowledged> {
    const fields = fieldsOf(form, 'qrUniqueCode', 'pin', 'redeemAmount', 'purpose');
    return this.services.call(RedemptionRpc.verifyPinRedeem, { ...(await this.atCounter(request, admin, form)), ...fields });
  }

  @Route('POST /api/v1/admin/redeem', 'clerk')
  @HttpCode(200)
  @ApiOperation({
    summary: "Redeem a verified amount (403 without this session's verified OTP for it): the new remaining balance and history",
  })
  @ApiBody(body({ qrCode: code, amount: dollars }))
  async redeem(
    @Body() form: { qrCode?: string; amount?: number | string; locationId?: unknown } | undefined,
    @Req() request: FastifyRequest,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<GiftCardRedeemed> {
    return this.services.call(RedemptionRpc.redeem, { ...(await this.atCounter(request, admin, form)), qrCode: form?.qrCode, amount: form?.amount });
  }

  @Route('POST /api/v1/admin/cards/{code}/cash-out', 'clerk')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Pay out what is left on the card in cash where the law it was sold under asks for it (California: a balance under $10), once the holder confirmed it: this session's verified code sent with purpose 'cash-out' for exactly that amount (403 without one, as redeem). One CASH_OUT ledger row takes it to $0.00; the holder gets a receipt. 409 when its law gives no cash-out, the balance is not under the threshold, nothing is left, or amount (the counter's offer, dollars) is no longer what is left",
  })
  @ApiParam({ name: 'code', description: 'The card code, as on scan-giftcard' })
  @ApiBody({ schema: { type: 'object', properties: { amount: { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Dollars: the cash-out the counter offered' }, locationId } } })
  async cashOut(
    @Param('code') cardCode: string,
    @Body() form: { amount?: unknown; locationId?: unknown } | undefined,
    @Req() request: FastifyRequest,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CardCashedOut> {
    const { sessionKey, location } = await this.atCounter(request, admin, form);
    return this.services.call(RedemptionRpc.cashOut, { admin, sessionKey, location, code: cardCode, amount: form?.amount });
  }

  /** Who is redeeming, and where: the location the body names, checked against the business's and the person's. */
  private async atCounter(request: FastifyRequest, admin: AdminPrincipal, form: { locationId?: unknown } | undefined): Promise<CounterRequest> {
    const location = counterLocation(await this.locations.openOf(admin), admin, form?.locationId);
    return { ...counter(request, admin, this.config), ...(location && { location }) };
  }
}
