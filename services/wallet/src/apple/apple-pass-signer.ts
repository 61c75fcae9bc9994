import { PKPass } from 'passkit-generator';
import type { AppleCredentials } from '../signing/wallet-credentials.js';

/**
 * A signed .pkpass: passkit-generator writes manifest.json (SHA-1 of every file) and its detached PKCS#7
 * signature by the Pass Type ID certificate, with Apple's WWDR certificate alongside.
 */
export function signApplePass(credentials: AppleCredentials, passJson: object, images: Record<string, Buffer>): Buffer {
  const pass = new PKPass({ ...images, 'pass.json': Buffer.from(JSON.stringify(passJson)) }, {
    wwdr: credentials.wwdr,
    signerCert: credentials.signerCert,
    signerKey: credentials.signerKey,
    signerKeyPassphrase: credentials.signerKeyPassphrase,
  });
  return pass.getAsBuffer();
}
