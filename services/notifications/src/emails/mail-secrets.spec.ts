import { loadKeyRing, sealSecret } from '@gv/platform';
import { MailSecrets } from './mail-secrets';
import { templates } from './templates';

describe('codes sealed for the mail worker across a SECRET_KEY rotation', () => {
  const oldKey = 'the-old-secret-key-of-the-rotation-0123456789';
  const newKey = 'the-new-secret-key-of-the-rotation-9876543210';
  const mailSecrets = (secretKey: string) => new MailSecrets(loadKeyRing({ SECRET_KEY: secretKey, DATA_DIR: '' }, 'sealed-for-mail'));
  /** A registration code job as identity queued it before the rotation: sealed under the old key for the recipient. */
  const queuedBefore = {
    v: 2 as const,
    email: 'ann@example.com',
    sealedCode: sealSecret(loadKeyRing({ SECRET_KEY: oldKey, DATA_DIR: '' }, 'sealed-for-mail')[0], '482913', 'ann@example.com'),
    expiresInMinutes: 10,
  };

  it('is still opened and emailed while the old key is listed after the new one', () => {
    expect(templates['registration-otp'](queuedBefore, mailSecrets(`${newKey},${oldKey}`)).subject).toBe('482913 is your Giftcard Vault verification code');
  });

  it('no longer opens once the old key is dropped, with a message that says why', () => {
    expect(() => templates['registration-otp'](queuedBefore, mailSecrets(newKey))).toThrow(/same SECRET_KEY .* keeping a rotated-out key listed/);
  });
});
