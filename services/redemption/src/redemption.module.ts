import { Module } from '@nestjs/common';
import { answerRpc, CONFIG, DB, EVENT_HANDLERS, mergeEventHandlers, type EventSubscriber, type PlatformConfig, forwardRpc, forwardRpcs } from '@gv/platform';
import { CorporateOrdersRpc, CustomerPrivacyRpc, HolderCardRpc, IntegratorRpc, PromotionsRpc, RedemptionRpc, UnclaimedRpc } from '@gv/proto';
import { AdjustBalanceHandler } from './adjust-balance/adjust-balance.handler.js';
import { AuditLedgerRpc } from './audit-ledger/audit-ledger.rpc.js';
import { CardActionRunner } from './card-action-runner.js';
import { keyCard } from './integrator/key-cards.js';
import { CashOutCardHandler } from './cash-out-card/cash-out-card.handler.js';
import { EscheatCardsHandler } from './escheat-card/escheat-cards.handler.js';
import { cardActivityOf } from './card-activity/card-activity.rpc.js';
import { ChangeGiftDeliveryHandler } from './change-gift-delivery/change-gift-delivery.handler.js';
import { ChangeCardStateHandler } from './change-card-state/change-card-state.handler.js';
import { ChangeCardStateRpc } from './change-card-state/change-card-state.rpc.js';
import { CustomerErasure } from './erase-customer/customer-erasure.js';
import { customerCards } from './export-customer/customer-cards.rpc.js';
import { cardCodes } from './card-codes/card-codes.rpc.js';
import { orderCardCounts, orderCards } from './order-cards/order-cards.rpc.js';
import { PaymentEvents } from './events/payment-events.js';
import { SquareFirst } from './square-terminal/square-first.js';
import { SquareMirrorJobs } from './square-terminal/square-mirror.js';
import { RegisterExistingCards } from './square-terminal/register-existing.js';
import { SquareRegistration } from './square-terminal/square-registration.js';
import { TerminalRedemptionHandler } from './square-terminal/terminal-redemption.handler.js';
import { ExpireBonusValueJob } from './expire-bonus-value/expire-bonus-value.job.js';
import { PausedRedemptions } from './paused-redemptions/paused-redemptions.js';
import { Promotions } from './promotions/promotions.js';
import { RedemptionWindows } from './redemption-windows/redemption-windows.js';
import { GetCardForHolderHandler } from './get-card-for-holder/get-card-for-holder.handler.js';
import { DeferredIssues } from './issue-gift-card/deferred-issues.js';
import { IssueGiftCardHandler } from './issue-gift-card/issue-gift-card.handler.js';
import { RedeemGiftCardHandler } from './redeem-gift-card/redeem-gift-card.handler.js';
import { DisputeHolds } from './hold-disputed-card/dispute-holds.js';
import { RedeemOtps } from './redeem-otps.js';
import { RefundGiftCardHandler } from './refund-gift-card/refund-gift-card.handler.js';
import { RefundPutBack } from './refund-gift-card/refund-put-back.js';
import { LoadForOrderHandler } from './reload-gift-card/load-for-order.handler.js';
import { ReloadTargetHandler } from './reload-gift-card/reload-target.handler.js';
import { ReplaceRecipientHandler } from './replace-recipient/replace-recipient.handler.js';
import { ResendCardEmailHandler } from './resend-card-email/resend-card-email.handler.js';
import { ReverseRedemptionHandler } from './reverse-redemption/reverse-redemption.handler.js';
import { CardSecrets, loadOtpKey, OTP_KEY } from './redemption-keys.js';
import { DeliveryClock } from './schedule-gift-delivery/delivery-clock.js';
import { GiftDeliveries } from './schedule-gift-delivery/gift-deliveries.js';
import { ScanGiftCardHandler } from './scan-gift-card/scan-gift-card.handler.js';
import { SendRedeemOtpHandler } from './send-redeem-otp/send-redeem-otp.handler.js';
import { VerifyRedeemOtpHandler } from './verify-redeem-otp/verify-redeem-otp.handler.js';
import { VerifyPinRedeemHandler } from './verify-pin-redeem/verify-pin-redeem.handler.js';
import { CounterAuthorizations } from './counter-authorizations/counter-authorizations.js';
import { HolderVerificationHandler } from './holder-verification/holder-verification.handler.js';

/** Hosts the redemption use cases; its engines and health check come from the platform host. */
@Module({
  controllers: [
    forwardRpc(RedemptionRpc.issueForOrder, IssueGiftCardHandler),
    forwardRpc(RedemptionRpc.reloadTarget, ReloadTargetHandler),
    forwardRpc(RedemptionRpc.loadForOrder, LoadForOrderHandler),
    forwardRpc(RedemptionRpc.terminalRedemption, TerminalRedemptionHandler),
    forwardRpcs(RegisterExistingCards, {
      [RedemptionRpc.registerExistingAtSquare]: 'start',
      [RedemptionRpc.registrationAtSquare]: 'progress',
      [RedemptionRpc.stopRegisteringAtSquare]: 'stop',
    }),
    answerRpc(RedemptionRpc.cardCodes, [DB, CardSecrets], cardCodes),
    forwardRpc(HolderCardRpc.find, GetCardForHolderHandler),
    forwardRpc(RedemptionRpc.scan, ScanGiftCardHandler),
    forwardRpc(RedemptionRpc.sendRedeemOtp, SendRedeemOtpHandler),
    forwardRpc(RedemptionRpc.verifyRedeemOtp, VerifyRedeemOtpHandler),
    forwardRpc(RedemptionRpc.redeem, RedeemGiftCardHandler),
    AuditLedgerRpc,
    ChangeCardStateRpc,
    forwardRpc(RedemptionRpc.adjustBalance, AdjustBalanceHandler),
    forwardRpc(RedemptionRpc.reverseRedemption, ReverseRedemptionHandler),
    answerRpc(IntegratorRpc.card, [DB, CardSecrets], keyCard),
    forwardRpcs(RedeemGiftCardHandler, { [IntegratorRpc.redeem]: 'forKey' }),
    forwardRpcs(ReverseRedemptionHandler, { [IntegratorRpc.reverse]: 'forKey' }),
    forwardRpc(RedemptionRpc.refundCard, RefundGiftCardHandler),
    forwardRpc(UnclaimedRpc.escheatCards, EscheatCardsHandler),
    forwardRpcs(ResendCardEmailHandler, {
      [RedemptionRpc.resendCardEmail]: 'forAdmin',
      [RedemptionRpc.resendToHolder]: 'forHolder',
      [RedemptionRpc.lostCards]: 'lostCards',
    }),
    forwardRpc(RedemptionRpc.replaceRecipient, ReplaceRecipientHandler),
    answerRpc(RedemptionRpc.cardActivity, [DB, CardSecrets], cardActivityOf),
    answerRpc(CustomerPrivacyRpc.cards, [DB, CardSecrets], customerCards),
    forwardRpc(RedemptionRpc.cashOut, CashOutCardHandler),
    forwardRpcs(ChangeGiftDeliveryHandler, { [RedemptionRpc.findGiftDelivery]: 'find', [RedemptionRpc.changeGiftDelivery]: 'change' }),
    answerRpc(CorporateOrdersRpc.cardCounts, [DB], orderCardCounts),
    answerRpc(CorporateOrdersRpc.cards, [DB, CardSecrets], orderCards),
    forwardRpc(RedemptionRpc.verifyPinRedeem, VerifyPinRedeemHandler),
    forwardRpcs(HolderVerificationHandler, {
      [RedemptionRpc.sendHolderCode]: 'sendCode',
      [RedemptionRpc.setHolderPhone]: 'setPhone',
      [RedemptionRpc.setHolderPin]: 'setPin',
    }),
    forwardRpcs(Promotions, {
      [PromotionsRpc.create]: 'create',
      [PromotionsRpc.list]: 'list',
      [PromotionsRpc.update]: 'update',
      [PromotionsRpc.end]: 'end',
      [PromotionsRpc.offers]: 'offers',
    }),
  ],
  providers: [
    IssueGiftCardHandler,
    EscheatCardsHandler,
    DeferredIssues,
    ReloadTargetHandler,
    LoadForOrderHandler,
    GetCardForHolderHandler,
    ScanGiftCardHandler,
    SendRedeemOtpHandler,
    VerifyRedeemOtpHandler,
    VerifyPinRedeemHandler,
    CounterAuthorizations,
    HolderVerificationHandler,
    RedeemGiftCardHandler,
    RedeemOtps,
    CardActionRunner,
    ChangeCardStateHandler,
    AdjustBalanceHandler,
    CashOutCardHandler,
    ExpireBonusValueJob,
    ReverseRedemptionHandler,
    RefundGiftCardHandler,
    RefundPutBack,
    DisputeHolds,
    ResendCardEmailHandler,
    ReplaceRecipientHandler,
    PaymentEvents,
    CustomerErasure,
    PausedRedemptions,
    RedemptionWindows,
    DeliveryClock,
    GiftDeliveries,
    ChangeGiftDeliveryHandler,
    Promotions,
    SquareRegistration,
    RegisterExistingCards,
    SquareMirrorJobs,
    SquareFirst,
    TerminalRedemptionHandler,
    {
      provide: EVENT_HANDLERS,
      inject: [PaymentEvents, CustomerErasure, PausedRedemptions, RedemptionWindows, GiftDeliveries, SquareRegistration],
      useFactory: (...subscribers: EventSubscriber[]): EventSubscriber => ({
        handlers: () => mergeEventHandlers(subscribers.map((subscriber) => subscriber.handlers())),
      }),
    },
    { provide: OTP_KEY, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadOtpKey(config) },
    { provide: CardSecrets, inject: [CONFIG], useFactory: (config: PlatformConfig) => CardSecrets.load(config) },
  ],
})
export class RedemptionModule {}
