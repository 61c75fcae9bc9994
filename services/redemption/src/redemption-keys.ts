import { deriveKey, loadMasterKey, type PlatformConfig } from '@gv/platform';

/** The key codes are sealed with for the mail worker (the same purpose notifications opens them with). */
export const MAIL_SEAL_KEY = 'REDEMPTION_MAIL_SEAL_KEY';

export function loadMailSealKey(config: PlatformConfig): Buffer {
  return deriveKey(loadMasterKey(config), 'sealed-for-mail');
}

/** The key redeem OTPs are hashed with in the key-value store. */
export const OTP_KEY = 'REDEMPTION_OTP_KEY';

export function loadOtpKey(config: PlatformConfig): Buffer {
  return deriveKey(loadMasterKey(config), 'otp');
}
