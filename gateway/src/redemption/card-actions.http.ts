import { applyDecorators, Body, HttpCode, Param } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import { RedemptionRpc, type Acknowledged, type AdminPrincipal, type CardActionDone, type CardActivity, type CardRefunded, type RecipientReplaced } from '@gv/proto';
import { FrozenWhileSuspended } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

/** A JSON body of these properties, all required, and of those `optional`. */
const body = (properties: Record<string, object>, optional: Record<string, object> = {}) => ({
  schema: { type: 'object', required: Object.keys(properties), properties: { ...properties, ...optional } },
});
const reason = { type: 'string', maxLength: 500, description: 'Why: kept in the card’s audit trail with who and when' };
const CODE = { name: 'code', description: 'The card code, as on scan-giftcard' };

/** A move of a card's money or state: answers 200, and is refused while the business is suspended. */
const CardMove = () => applyDecorators(HttpCode(200), FrozenWhileSuspended(), ApiParam(CODE));

/**
 * An admin's actions on the business's issued cards after the sale (docs/money-path.md): each with a reason, each
 * recorded in the card's audit trail. Another business's code answers 404 'Gift card not found.'. While the business is
 * suspended, the moves of money and card state answer 409 (FrozenWhileSuspended).
 */
@ApiController('issued cards (admin)', 'cookie')
export class CardActionsHttp extends ServicesHttp {
  @Route('POST /api/v1/admin/issued-cards/{code}/refund', 'manager')
  @CardMove()
  @ApiOperation({
    summary:
      "Refund the card's unspent paid value (all of it when amount is left out; bonus value is forfeited, never paid out) to the buyer's payment at Square. The value leaves the card first; a refund Square refuses puts it back (409 with Square's reason)",
  })
  @ApiBody({ schema: { type: 'object', required: ['reason'], properties: { amount: { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'In the card currency; left out: all the paid value left. Given back to the newest payment first (its reloads, then the purchase), one refund at Square each' }, reason, reloadOrderId: { type: 'string', description: "A reload's order id: refund that reload's payment alone, at most what it loaded and was not refunded yet" } } } })
  refund(@Param('code') code: string, @Body() form: { amount?: unknown; reason?: unknown; reloadOrderId?: unknown } | undefined, @CurrentAdmin() admin: AdminPrincipal): Promise<CardRefunded> {
    return this.services.call(RedemptionRpc.refundCard, { admin, code, amount: form?.amount, reason: form?.reason, reloadOrderId: form?.reloadOrderId });
  }

  @Route('POST /api/v1/admin/issued-cards/{code}/resend', 'manager')
  @HttpCode(200)
  @ApiOperation({ summary: "Send the card's email again to its holder's recorded address (the recipient of a gift, else the buyer); at most 5 an hour per card" })
  @ApiParam(CODE)
  resend(@Param('code') code: string, @CurrentAdmin() admin: AdminPrincipal): Promise<Acknowledged> {
    return this.services.call(RedemptionRpc.resendCardEmail, { admin, code });
  }

  @Route('POST /api/v1/admin/issued-cards/{code}/void', 'manager')
  @CardMove()
  @ApiOperation({ summary: 'Void a lost or stolen card: it can no longer be redeemed; its balance stays. 409 unless active' })
  @ApiBody(body({ reason }))
  voidCard(@Param('code') code: string, @Body() form: { reason?: unknown } | undefined, @CurrentAdmin() admin: AdminPrincipal): Promise<CardActionDone> {
    return this.services.call(RedemptionRpc.voidCard, { admin, code, reason: form?.reason });
  }

  @Route('POST /api/v1/admin/issued-cards/{code}/reactivate', 'manager')
  @CardMove()
  @ApiOperation({ summary: 'Put a voided card back in use with the balance it kept. 409 unless void' })
  @ApiBody(body({ reason }))
  reactivate(@Param('code') code: string, @Body() form: { reason?: unknown } | undefined, @CurrentAdmin() admin: AdminPrincipal): Promise<CardActionDone> {
    return this.services.call(RedemptionRpc.reactivateCard, { admin, code, reason: form?.reason });
  }

  @Route('POST /api/v1/admin/issued-cards/{code}/adjust', 'manager')
  @CardMove()
  @ApiOperation({
    summary: 'Add value (as bonus value) or take it off (a negative amount; bonus value first), never below zero; the holder gets a receipt',
  })
  @ApiBody(
    body(
      { amount: { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Signed dollars, at most 2 decimals, not 0' }, reason },
      { idempotencyKey: { type: 'string', description: '1 to 100 characters: sent again with the same amount, the card is adjusted once (409 with another amount)' } },
    ),
  )
  adjust(
    @Param('code') code: string,
    @Body() form: { amount?: unknown; reason?: unknown; idempotencyKey?: unknown } | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CardActionDone> {
    return this.services.call(RedemptionRpc.adjustBalance, { admin, code, amount: form?.amount, reason: form?.reason, idempotencyKey: form?.idempotencyKey });
  }

  @Route('POST /api/v1/admin/issued-cards/{code}/reverse-redemption', 'manager')
  @CardMove()
  @ApiOperation({ summary: 'Credit back one redemption (the redemptionId of its history entry) within 7 days, exactly once; the holder gets a receipt' })
  @ApiBody(body({ redemptionId: { type: 'string' }, reason }))
  reverseRedemption(
    @Param('code') code: string,
    @Body() form: { redemptionId?: unknown; reason?: unknown } | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CardActionDone> {
    return this.services.call(RedemptionRpc.reverseRedemption, { admin, code, redemptionId: form?.redemptionId, reason: form?.reason });
  }

  @Route('GET /api/v1/admin/issued-cards/{code}/activity', 'clerk')
  @ApiOperation({ summary: "Everything that happened to the card, oldest first: its purchase, redemptions and every admin or Square action, each with its amount, the balance after it, why and by whom" })
  @ApiParam(CODE)
  activity(@Param('code') code: string, @CurrentAdmin() admin: AdminPrincipal): Promise<CardActivity> {
    return this.services.call(RedemptionRpc.cardActivity, { admin, code });
  }

  @Route('PUT /api/v1/admin/issued-cards/{code}/recipient', 'manager')
  @FrozenWhileSuspended()
  @ApiOperation({
    summary:
      "Give a gift a new recipient under a new code: the old code, its QR code and its wallet passes stop working at once (its holder page says the card moved), the new recipient is emailed the card and the buyer is told. 409 unless an active gift",
  })
  @ApiParam(CODE)
  @ApiBody({
    schema: {
      type: 'object',
      required: ['recipientName', 'recipientEmail'],
      properties: { recipientName: { type: 'string', maxLength: 200 }, recipientEmail: { type: 'string', format: 'email' }, reason },
    },
  })
  replaceRecipient(
    @Param('code') code: string,
    @Body() form: { recipientName?: unknown; recipientEmail?: unknown; reason?: unknown } | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<RecipientReplaced> {
    return this.services.call(RedemptionRpc.replaceRecipient, { admin, code, recipientName: form?.recipientName, recipientEmail: form?.recipientEmail, reason: form?.reason });
  }
}
