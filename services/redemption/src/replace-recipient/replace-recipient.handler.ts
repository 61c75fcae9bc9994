import { Injectable } from '@nestjs/common';
import { newEvent } from '@gv/platform';
import { CARD_ACTION_MESSAGES, type RecipientReplaced, type ReplaceRecipientRequest } from '@gv/proto';
import { CardActionRunner } from '../card-action-runner.js';
import { moveToNewCode } from '../db/card-holder-repository.js';
import { cardActionErrors, parseRecipient } from '../domain/card-action-rules.js';
import { newGiftCardCode } from '../domain/gift-card-code.js';
import { cardEmailFacts } from '../issue-gift-card/card-email.js';
import { CardSecrets, codeLookupHash, sealCode } from '../redemption-keys.js';

/**
 * PUT /api/v1/admin/issued-cards/{code}/recipient. A gift sent to the wrong person (a misspelled address, say) goes
 * to its new recipient under a new code, in one transaction with the card locked: the old code is retired, so it,
 * its QR code and its wallet passes stop working at once, and gift-card.code-replaced has the new recipient emailed
 * the card and the buyer told.
 */
@Injectable()
export class ReplaceRecipientHandler {
  constructor(private readonly runner: CardActionRunner, private readonly secrets: CardSecrets) {}

  async execute(request: ReplaceRecipientRequest): Promise<RecipientReplaced> {
    const recipient = parseRecipient(request);
    const given = typeof request.reason === 'string' && request.reason.trim() ? request.reason : undefined;
    const code = newGiftCardCode();
    await this.runner.run({ ...request, reason: given ?? CARD_ACTION_MESSAGES.recipientChanged(recipient.email) }, async (tx, card, { reason, adminId, at }) => {
      if (card.purchaseType !== 'gift') throw cardActionErrors.notAGift();
      if (card.status !== 'active') throw cardActionErrors.notActiveToMove();
      const moved = await moveToNewCode(tx, card, {
        recipientName: recipient.name,
        recipientEmail: recipient.email,
        codeHash: codeLookupHash(this.secrets.codes, code),
        codeSealed: sealCode(this.secrets.codes, card.id, code),
      });
      const replaced = newEvent('gift-card.code-replaced', {
        ...cardEmailFacts(moved, code, this.secrets.mail),
        previousHolder: { name: card.holderName, email: card.holderEmail },
        reason,
        adminId,
        replacedAt: at,
      });
      return { card: moved, action: 'replace-recipient', events: [replaced] };
    });
    return { uniqueCode: code };
  }
}
