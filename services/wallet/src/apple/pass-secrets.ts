import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, DomainError, loadKeyRing, openSecret, safeEqual, sealSecret, sha256, type KeyRing, type PlatformConfig } from '@gv/platform';
import type { PassOnDevice } from '@gv/proto';
import { WALLET_CREDENTIALS, type WalletCredentials } from '../signing/wallet-credentials.js';

/** Refused by Apple's web service with 401: the request does not carry the pass's authentication token. */
export class PassTokenInvalidError extends DomainError {
  constructor() {
    super('WALLET.PASS_TOKEN_INVALID', 'The pass could not be verified.');
  }
}

const SCHEME = 'ApplePass ';
/** Binds a sealed serial number to where it is kept. */
export const SERIAL_SEAL_CONTEXT = 'wallet.apple_registrations.serial';

/**
 * A pass's secrets. Its `authenticationToken` is an HMAC of its serial number (the card's code) under a key derived
 * from the master key: a secret of that pass alone, kept nowhere, that every key of the ring still recognises during a
 * rotation. A serial number at rest is found by its sha-256 and kept sealed (it is a bearer code).
 */
@Injectable()
export class PassSecrets {
  private readonly tokenKeys: KeyRing;
  private readonly sealingKeys: KeyRing;

  constructor(
    @Inject(CONFIG) config: PlatformConfig,
    @Inject(WALLET_CREDENTIALS) private readonly credentials: WalletCredentials,
  ) {
    this.tokenKeys = loadKeyRing(config, 'wallet-pass-tokens');
    this.sealingKeys = loadKeyRing(config, 'secrets-at-rest');
  }

  /** The token the pass carries (43 characters; Apple asks for at least 16). */
  tokenOf(serialNumber: string): string {
    return tokenUnder(this.tokenKeys[0], serialNumber);
  }

  /**
   * Throws PassTokenInvalidError unless the call names this platform's pass type and carries `ApplePass <the pass's
   * token>` (compared in constant time).
   */
  verify({ passTypeIdentifier, serialNumber, authorization }: Pick<PassOnDevice, 'passTypeIdentifier' | 'serialNumber' | 'authorization'>): void {
    const presented = authorization?.startsWith(SCHEME) ? authorization.slice(SCHEME.length).trim() : '';
    const valid = this.tokenKeys.some((key) => safeEqual(tokenUnder(key, serialNumber), presented));
    if (!valid || passTypeIdentifier !== this.credentials.apple.passTypeIdentifier) throw new PassTokenInvalidError();
  }

  /** A card's code has 128 random bits: its plain sha-256 finds it without revealing it. */
  lookupHash(serialNumber: string): string {
    return sha256(serialNumber);
  }

  seal(serialNumber: string): string {
    return sealSecret(this.sealingKeys[0], serialNumber, SERIAL_SEAL_CONTEXT);
  }

  /** Undefined when no key of the ring opens it any more (sealed under a key since dropped). */
  open(sealed: string): string | undefined {
    try {
      return openSecret(this.sealingKeys, sealed, SERIAL_SEAL_CONTEXT);
    } catch {
      return undefined;
    }
  }
}

const tokenUnder = (key: Buffer, serialNumber: string) => createHmac('sha256', key).update(serialNumber).digest('base64url');
