import { constants, generateKeyPairSync, privateEncrypt, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

/** The identifiers the local keys sign with: clearly not Apple's or Google's, so nobody mistakes a test pass for a real one. */
export const LOCAL_PASS_TYPE_ID = 'pass.local.giftcardvault';
export const LOCAL_TEAM_ID = 'LOCALTEST0';
export const LOCAL_GOOGLE_ISSUER_ID = '3388000000000000000';
export const LOCAL_SERVICE_ACCOUNT = 'local-test-signer@giftcard-vault.invalid';

/** Files of the local keys, under DATA_DIR. */
export const LOCAL_WALLET_KEYS_DIR = 'wallet-test-keys';
export const LOCAL_FILES = {
  /** The self-signed CA that stands in for Apple's WWDR certificate: the trust anchor of a local pass's signature. */
  wwdr: 'wwdr.pem',
  signerCert: 'signer.pem',
  signerKey: 'signer.key',
  /** A service account JSON key, as Google issues one. */
  serviceAccount: 'google-service-account.json',
} as const;

export type LocalWalletKeyFiles = Record<keyof typeof LOCAL_FILES, string>;

const TEN_YEARS_MS = 10 * 365 * 24 * 3600_000;

/**
 * Signing keys for a platform without real wallet keys, made once and kept under DATA_DIR: a CA standing in for Apple's
 * WWDR certificate with a Pass Type ID certificate under it, and a Google service account key. The passes and links they
 * sign keep the real formats; wallets refuse them (their signers are not Apple's or Google's), so they are test passes.
 */
export function localWalletKeys(dataDir: string): LocalWalletKeyFiles {
  const dir = join(dataDir, LOCAL_WALLET_KEYS_DIR);
  if (!existsSync(dir)) createKeys(dataDir, dir);
  return Object.fromEntries(Object.entries(LOCAL_FILES).map(([name, file]) => [name, readFileSync(join(dir, file), 'utf8')])) as LocalWalletKeyFiles;
}

/** Written to a folder of its own, then renamed into place: two processes starting together keep the first complete set. */
function createKeys(dataDir: string, dir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(join(dataDir, `${LOCAL_WALLET_KEYS_DIR}-`));
  const ca = rsaKeys();
  const signer = rsaKeys();
  const google = rsaKeys();
  const caName = [{ name: 'commonName', value: 'Giftcard Vault Local Test WWDR' }, { name: 'organizationName', value: 'Giftcard Vault (test passes)' }];
  const signerName = [
    // UID (userId), where Apple's certificates name the pass type.
    { type: '0.9.2342.19200300.100.1.1', value: LOCAL_PASS_TYPE_ID },
    { name: 'commonName', value: `Pass Type ID: ${LOCAL_PASS_TYPE_ID}` },
    { shortName: 'OU', value: LOCAL_TEAM_ID },
  ];
  const files: Record<string, string> = {
    [LOCAL_FILES.wwdr]: certificate(ca.publicKey, caName, caName, ca.privateKey, true),
    [LOCAL_FILES.signerCert]: certificate(signer.publicKey, signerName, caName, ca.privateKey, false),
    [LOCAL_FILES.signerKey]: signer.privateKey,
    [LOCAL_FILES.serviceAccount]: JSON.stringify({ type: 'service_account', private_key: google.privateKey, client_email: LOCAL_SERVICE_ACCOUNT }),
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(join(staging, file), content, { mode: 0o600 });
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
}

function rsaKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
}

function certificate(publicKeyPem: string, subject: { name?: string; shortName?: string; type?: string; value: string }[], issuer: typeof subject, issuerKeyPem: string, isCa: boolean): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + TEN_YEARS_MS);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    isCa
      ? [{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }]
      : [{ name: 'basicConstraints', cA: false, critical: true }, { name: 'keyUsage', digitalSignature: true, critical: true }],
  );
  cert.sign(nodeRsaSigner(issuerKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** DER of a SHA-256 DigestInfo up to the digest (RFC 8017, 9.2): what RSASSA-PKCS1-v1_5 signs. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * The key forge's certificate signing asks to `sign(md)`, signing the digest with Node's RSA (RSASSA-PKCS1-v1_5):
 * forge's own, in JavaScript big numbers, took about a second a certificate under Jest, on every test platform's start.
 */
function nodeRsaSigner(privateKeyPem: string) {
  return {
    sign: (md: { digest(): { getBytes(): string } }) =>
      privateEncrypt({ key: privateKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')])).toString('binary'),
  };
}
