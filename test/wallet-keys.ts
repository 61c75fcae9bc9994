import { generateKeyPairSync } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_PASS_TYPE_ID = 'pass.test.giftcardvault';
export const TEST_TEAM_ID = 'TEAM123456';
export const TEST_GOOGLE_ISSUER_ID = '3388000000022000001';
export const TEST_SERVICE_ACCOUNT = 'wallet-signer@giftcard-vault-test.iam.gserviceaccount.com';

/** Throw-away wallet keys: an Apple-like chain (root CA → WWDR intermediate → Pass Type ID signer) and a Google service account. */
export interface TestWalletKeys {
  /** The variables that configure both wallets. */
  env: Record<string, string>;
  /** The root CA's PEM file: the trust anchor a pass signature is verified against. */
  rootCaPath: string;
  /** The service account's public key (PEM), to verify save-link JWTs. */
  googlePublicKeyPem: string;
  dir: string;
  remove(): void;
}

const openssl = (dir: string, ...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** Made with the `openssl` CLI, as an operator would make a test chain; each call gets fresh keys in a temp folder. */
export function createTestWalletKeys(): TestWalletKeys {
  const dir = mkdtempSync(join(tmpdir(), 'gv-wallet-keys-'));
  writeFileSync(join(dir, 'ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
  writeFileSync(join(dir, 'signer.ext'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n');
  openssl(dir, 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'root.key', '-out', 'root.pem', '-days', '2', '-subj', '/CN=Test Root CA/O=Giftcard Vault Tests');
  openssl(dir, 'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'wwdr.key', '-out', 'wwdr.csr', '-subj', '/CN=Test WWDR Intermediate/O=Giftcard Vault Tests');
  openssl(dir, 'x509', '-req', '-in', 'wwdr.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-CAcreateserial', '-out', 'wwdr.pem', '-days', '2', '-extfile', 'ca.ext');
  openssl(dir, 'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'signer.key', '-out', 'signer.csr', '-subj', `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}`);
  openssl(dir, 'x509', '-req', '-in', 'signer.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-CAcreateserial', '-out', 'signer.pem', '-days', '2', '-extfile', 'signer.ext');

  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = join(dir, 'service-account.json');
  writeFileSync(
    serviceAccount,
    JSON.stringify({
      type: 'service_account',
      project_id: 'giftcard-vault-test',
      private_key_id: 'test-key-1',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: TEST_SERVICE_ACCOUNT,
    }),
  );
  return {
    env: {
      APPLE_PASS_CERT: join(dir, 'signer.pem'),
      APPLE_PASS_KEY: join(dir, 'signer.key'),
      APPLE_WWDR_CERT: join(dir, 'wwdr.pem'),
      APPLE_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
      APPLE_TEAM_ID: TEST_TEAM_ID,
      GOOGLE_WALLET_ISSUER_ID: TEST_GOOGLE_ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccount,
    },
    rootCaPath: join(dir, 'root.pem'),
    googlePublicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Checks a .pkpass's detached PKCS#7 signature over manifest.json with `openssl smime`, trusting only the
 * root CA (the intermediate travels inside the signature, as Apple's WWDR certificate does). Throws when it fails.
 */
export function verifyPassSignature(keys: Pick<TestWalletKeys, 'dir' | 'rootCaPath'>, manifest: Buffer, signature: Buffer): void {
  const dir = mkdtempSync(join(keys.dir, 'verify-'));
  writeFileSync(join(dir, 'manifest.json'), manifest);
  writeFileSync(join(dir, 'signature'), signature);
  try {
    openssl(dir, 'smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json', '-CAfile', keys.rootCaPath, '-purpose', 'any', '-out', '/dev/null');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
