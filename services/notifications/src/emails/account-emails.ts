import type { EventMap } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts } from './business-sender.js';
import { renderEmail, type Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';

const account = (realm: EventMap['password.reset']['realm']) => (realm === 'admin' ? 'Giftcard Vault account' : 'Giftcard Vault super admin account');

export function passwordResetEmail(data: EventMap['password-reset.requested'] & { resetPage: string }, secrets: MailSecrets): Email {
  const token = secrets.open(data.sealedToken, data.email);
  const realmParam = data.realm === 'super-admin' ? '&realm=super' : '';
  return renderEmail({
    subject: 'Reset your Giftcard Vault password',
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${account(data.realm)} (${data.email}). Choose a new password with the button below.`,
      `The link works once and expires in ${data.expiresInMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ],
    action: { label: 'Choose a new password', url: `${data.resetPage}?token=${encodeURIComponent(token)}${realmParam}` },
  });
}

export function passwordChangedEmail(data: EventMap['password.reset'] & { signInUrl: string }): Email {
  return renderEmail({
    subject: 'Your Giftcard Vault password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your ${account(data.realm)} (${data.email}) was just changed with a reset link, and every session of the account was signed out.`,
      'If this was not you, reset your password again at once with "Forgot password?" on the sign-in page, and reply to this email.',
    ],
    action: { label: 'Sign in', url: data.signInUrl },
  });
}

export function staffInvitationEmail(data: EventMap['staff.invited'] & { acceptPage: string }, secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Email {
  const token = secrets.open(data.sealedToken, data.email);
  const email = renderEmail({
    business: { name: brand.name, logo: brand.logo !== null },
    subject: `${data.invitedBy} invited you to ${brand.name} on Giftcard Vault`,
    heading: `Join ${brand.name}, ${data.name}`,
    paragraphs: [
      `${data.invitedBy} invited you to the team of ${brand.name} as ${data.role === 'owner' ? 'an owner' : `a ${data.role}`}. Accept with the button below.`,
      `The link works once and expires in ${data.expiresInDays} days. If you did not expect it, ignore this email.`,
    ],
    action: { label: 'Accept the invitation', url: `${data.acceptPage}?token=${encodeURIComponent(token)}` },
  });
  return { ...email, attachments: businessParts(brand).attachments };
}
