import { loadKeyRing, openSecret, type KeyRing, type PlatformConfig } from '@gv/platform';
import type { SealedForMail } from '@gv/proto';

/**
 * Opens the codes and link tokens other services seal for an email. Events and
 * queued jobs carry them sealed; they are opened only while the email is rendered.
 */
export class MailSecrets {
  constructor(private readonly keys: KeyRing) {}

  static fromConfig(config: PlatformConfig): MailSecrets {
    return new MailSecrets(loadKeyRing(config, 'sealed-for-mail'));
  }

  /** `recipient` is the address the secret was sealed for; a secret sealed for another address does not open. */
  open(sealed: SealedForMail, recipient: string): string {
    try {
      return openSecret(this.keys, sealed, recipient);
    } catch {
      throw new Error('A sealed secret does not open: every service must run with the same SECRET_KEY (or share DATA_DIR), keeping a rotated-out key listed after the new one until the queue has drained');
    }
  }
}
