import { Module } from '@nestjs/common';
import { CONFIG, EVENT_HANDLERS, type PlatformConfig } from '@gv/platform';
import { PaymentEvents } from './events/payment-events.js';
import { IssueGiftCardHandler } from './issue-gift-card/issue-gift-card.handler.js';
import { IssueGiftCardRpc } from './issue-gift-card/issue-gift-card.rpc.js';
import { loadMailSealKey, MAIL_SEAL_KEY } from './redemption-keys.js';

/** Hosts the redemption use cases; its engines and health check come from the platform host. */
@Module({
  controllers: [IssueGiftCardRpc],
  providers: [
    IssueGiftCardHandler,
    PaymentEvents,
    { provide: EVENT_HANDLERS, useExisting: PaymentEvents },
    { provide: MAIL_SEAL_KEY, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadMailSealKey(config) },
  ],
})
export class RedemptionModule {}
