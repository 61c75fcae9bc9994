import { createHash, createPrivateKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { contextTag, issuerAndSerialNumber, NULL, objectId, octetString, sequence, setOf, smallInteger, utcTime } from './der.js';

const DATA = objectId('1.2.840.113549.1.7.1');
const SIGNED_DATA = objectId('1.2.840.113549.1.7.2');
const CONTENT_TYPE = objectId('1.2.840.113549.1.9.3');
const MESSAGE_DIGEST = objectId('1.2.840.113549.1.9.4');
const SIGNING_TIME = objectId('1.2.840.113549.1.9.5');
const SHA256 = sequence(objectId('2.16.840.1.101.3.4.2.1'), NULL);
const RSA_ENCRYPTION = sequence(objectId('1.2.840.113549.1.1.1'), NULL);

/** The Pass Type ID certificate's key and its chain, parsed once. */
export interface PassSigner {
  key: KeyObject;
  /** DER: Apple's WWDR certificate, then the Pass Type ID certificate. */
  certificates: Buffer[];
  signerId: Buffer;
}

/** The PEM texts of the Pass Type ID certificate, its key and Apple's WWDR certificate. */
export interface SignerPems {
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

export function passSigner(pem: SignerPems): PassSigner {
  const signerCertificate = new X509Certificate(pem.signerCert).raw;
  return {
    key: createPrivateKey({ key: pem.signerKey, passphrase: pem.signerKeyPassphrase }),
    certificates: [new X509Certificate(pem.wwdr).raw, signerCertificate],
    signerId: issuerAndSerialNumber(signerCertificate),
  };
}

/**
 * A detached PKCS#7 (CMS) SignedData over `content` (a pass's manifest.json), as `openssl smime -sign -binary -outform
 * DER` makes Apple's documented one: SHA-256 with RSA over the signed attributes (content type, signing time, the
 * content's digest), both certificates inside, no content.
 */
export function detachedSignature(signer: PassSigner, content: Buffer, at: Date): Buffer {
  const signedAttributes = setOf(
    sequence(CONTENT_TYPE, setOf(DATA)),
    sequence(SIGNING_TIME, setOf(utcTime(at))),
    sequence(MESSAGE_DIGEST, setOf(octetString(createHash('sha256').update(content).digest()))),
  );
  const signerInfo = sequence(
    smallInteger(1),
    signer.signerId,
    SHA256,
    // [0] IMPLICIT in the SignerInfo; the signature covers the same attributes tagged as the SET they are.
    Buffer.concat([Buffer.from([0xa0]), signedAttributes.subarray(1)]),
    RSA_ENCRYPTION,
    octetString(sign('sha256', signedAttributes, signer.key)),
  );
  const signedData = sequence(smallInteger(1), setOf(SHA256), sequence(DATA), contextTag(0, ...signer.certificates), setOf(signerInfo));
  return sequence(SIGNED_DATA, contextTag(0, signedData));
}
