import type { EventMap, SealedForMail } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { passwordChangedEmail, passwordResetEmail, staffInvitationEmail } from './account-emails.js';
import { corporateOrderApprovalEmail } from './corporate-order-emails.js';
import { giftCardPurchasedEmail, giftCardReceivedEmail, giftDeliveryChangedEmail, type CardLookups } from './gift-card-emails.js';
import { renderEmail, type Email } from './layout.js';
import {
  giftCardAdjustedEmail,
  giftCardCashedOutEmail,
  giftCardLoadedEmail,
  giftCardMovedEmail,
  giftCardReactivatedEmail,
  giftCardRedeemedEmail,
  giftCardRefundedEmail,
  giftCardVoidedEmail,
  redeemOtpEmail,
} from './redemption-emails.js';
import type { MailSecrets } from './mail-secrets.js';
import { holderCodeEmail } from './holder-code-email.js';
import { webhookDisabledEmail } from '../webhooks-out/webhook-disabled-email.js';

/**
 * Every email the platform sends, keyed by template name, each a pure function of its data;
 * sealed codes and link tokens in the data are opened here, at send time, and nowhere else.
 */
export const templates = {
  'registration-received': (data: EventMap['registration.requested']): Email =>
    renderEmail({
      subject: 'We received your Giftcard Vault registration',
      heading: `Thanks, ${data.name}!`,
      paragraphs: [
        `We received the registration request for ${data.restaurantName}.`,
        'Our team will email you within 24 hours to help you get set up. To start on your own right away, create your account on Giftcard Vault: it opens at once.',
      ],
    }),
  'registration-otp': (data: EventMap['registration-otp.requested'], secrets: MailSecrets): Email => {
    const code = secrets.open(data.sealedCode, data.email);
    return renderEmail({
      subject: `${code} is your Giftcard Vault verification code`,
      heading: 'Verify your email',
      paragraphs: [
        'Use this code to continue registering your business on Giftcard Vault.',
        `It expires in ${data.expiresInMinutes} minutes and works once. If you did not ask for it, you can ignore this email.`,
      ],
      code,
    });
  },
  'admin-invite': (data: EventMap['business-admin.provisioned'] & { sealedSetPasswordToken: SealedForMail; setPasswordPage: string }, secrets: MailSecrets): Email => {
    const token = secrets.open(data.sealedSetPasswordToken, data.email);
    return renderEmail({
      subject: `Your Giftcard Vault account for ${data.restaurantName} is ready`,
      heading: `Welcome aboard, ${data.name}!`,
      paragraphs: [
        `${data.restaurantName} is approved on Giftcard Vault. Choose a password to sign in and start selling gift cards.`,
        'This link works once and expires in 72 hours.',
      ],
      action: { label: 'Set your password', url: `${data.setPasswordPage}?token=${encodeURIComponent(token)}` },
    });
  },
  'admin-welcome': (data: EventMap['business-admin.provisioned'] & { signInUrl: string }): Email =>
    renderEmail({
      subject: `Welcome to Giftcard Vault, ${data.restaurantName}`,
      heading: `Welcome, ${data.name}!`,
      paragraphs: [`Your business page is ready. Sign in any time to create gift cards and manage orders.`],
      action: { label: 'Sign in', url: data.signInUrl },
    }),
  'registration-rejected': (data: EventMap['registration.status-changed']): Email =>
    renderEmail({
      subject: 'About your Giftcard Vault registration',
      heading: `Hello ${data.name},`,
      paragraphs: [
        `Thank you for your interest in Giftcard Vault for ${data.restaurantName}. After review, we are not able to approve the registration at this time.`,
        ...(data.notes ? [`Note from our team: ${data.notes}`] : []),
        'If your situation changes or you think this is a mistake, you are welcome to send a new registration request from our website and we will gladly take another look.',
      ],
    }),
  'gift-card-purchased': giftCardPurchasedEmail,
  'gift-card-received': giftCardReceivedEmail,
  'gift-delivery-changed': giftDeliveryChangedEmail,
  'redeem-otp': redeemOtpEmail,
  'gift-card-redeemed': giftCardRedeemedEmail,
  'gift-card-cashed-out': giftCardCashedOutEmail,
  'gift-card-adjusted': giftCardAdjustedEmail,
  'gift-card-loaded': giftCardLoadedEmail,
  'gift-card-moved': giftCardMovedEmail,
  'holder-code': holderCodeEmail,
  'gift-card-refunded': giftCardRefundedEmail,
  'gift-card-voided': giftCardVoidedEmail,
  'gift-card-reactivated': giftCardReactivatedEmail,
  'password-reset': passwordResetEmail,
  'password-changed': passwordChangedEmail,
  'staff-invitation': staffInvitationEmail,
  'corporate-order-approval': corporateOrderApprovalEmail,
  'webhook-disabled': webhookDisabledEmail,
} satisfies Record<string, (data: never, secrets: MailSecrets, lookups: CardLookups, brand: BusinessBrand) => Email | Promise<Email>>;

export type TemplateName = keyof typeof templates;

/** The emails a business sends its buyers and holders: in its name, with its logo, replies to its contact address. */
export const FROM_BUSINESS: ReadonlySet<TemplateName> = new Set([
  'gift-card-purchased',
  'gift-card-received',
  'gift-delivery-changed',
  'redeem-otp',
  'gift-card-redeemed',
  'gift-card-cashed-out',
  'gift-card-adjusted',
  'gift-card-loaded',
  'gift-card-moved',
  'holder-code',
  'gift-card-refunded',
  'gift-card-voided',
  'gift-card-reactivated',
  'staff-invitation',
]);
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];

/**
 * A job's `to` that stands for every super admin, looked up when the email is sent: a handler asks no other service
 * while its batch's transaction is open (on the embedded engine, one connection, identity's lookup would wait for it).
 */
export const SUPER_ADMINS = 'super-admins';

export interface EmailJob<T extends TemplateName = TemplateName> {
  template: T;
  /** An address, or SUPER_ADMINS. */
  to: string;
  data: TemplateData<T>;
}
