// Hand-written: passkit-generator signs with JavaScript RSA and zips in quadratic time (`run.js libraries`, docs/benchmarks.md).
import { createHash } from 'node:crypto';
import { detachedSignature, passSigner, type PassSigner, type SignerPems } from './pass-signature.js';
import { storedZip } from './stored-zip.js';

const signers = new WeakMap<SignerPems, PassSigner>();

/**
 * A signed .pkpass: pass.json and the images, manifest.json (the SHA-1 of every file, as Apple's format asks) and its
 * detached PKCS#7 signature by the Pass Type ID certificate, with Apple's WWDR certificate alongside.
 */
export function signApplePass(credentials: SignerPems, passJson: object, images: Record<string, Buffer>, at = new Date()): Buffer {
  let signer = signers.get(credentials);
  if (!signer) signers.set(credentials, (signer = passSigner(credentials)));
  const files: [string, Buffer][] = [['pass.json', Buffer.from(JSON.stringify(passJson))], ...Object.entries(images)];
  const manifest = Buffer.from(JSON.stringify(Object.fromEntries(files.map(([name, data]) => [name, createHash('sha1').update(data).digest('hex')]))));
  return storedZip([...files, ['manifest.json', manifest], ['signature', detachedSignature(signer, manifest, at)]]);
}
