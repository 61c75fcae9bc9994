import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformEnvSchema } from '@gv/platform';
import { createTestWalletKeys, TEST_SERVICE_ACCOUNT, type TestWalletKeys } from '../../../../test/wallet-keys';
import { LOCAL_PASS_TYPE_ID, LOCAL_SERVICE_ACCOUNT, LOCAL_WALLET_KEYS_DIR } from './local-wallet-keys';
import { loadWalletCredentials } from './wallet-credentials';

describe('wallet keys read at boot', () => {
  let keys: TestWalletKeys;
  const configOf = (env: Record<string, string>) => platformEnvSchema.parse(env);

  beforeAll(() => {
    keys = createTestWalletKeys();
  });
  afterAll(() => keys.remove());

  it('signs with the configured keys when all variables are set, and with local test keys made once under DATA_DIR without them', async () => {
    const both = await loadWalletCredentials(configOf(keys.env));
    expect(both.apple).toMatchObject({ passTypeIdentifier: keys.env.APPLE_PASS_TYPE_ID, teamIdentifier: keys.env.APPLE_TEAM_ID, testKeys: false });
    expect(both.google).toMatchObject({ issuerId: keys.env.GOOGLE_WALLET_ISSUER_ID, serviceAccountEmail: TEST_SERVICE_ACCOUNT, testKeys: false });

    const dataDir = mkdtempSync(join(tmpdir(), 'gv-wallet-local-'));
    try {
      const local = await loadWalletCredentials(configOf({ DATA_DIR: dataDir }));
      expect(local.apple).toMatchObject({ passTypeIdentifier: LOCAL_PASS_TYPE_ID, testKeys: true });
      expect(local.google).toMatchObject({ serviceAccountEmail: LOCAL_SERVICE_ACCOUNT, testKeys: true });
      expect(new X509Certificate(local.apple.signerCert).checkIssued(new X509Certificate(local.apple.wwdr))).toBe(true);
      expect(new X509Certificate(local.apple.signerCert).checkPrivateKey(createPrivateKey(local.apple.signerKey))).toBe(true);
      // A second boot signs with the same keys, and leaves no half-written folder behind.
      const again = await loadWalletCredentials(configOf({ DATA_DIR: dataDir }));
      expect(again.apple.signerCert).toBe(local.apple.signerCert);
      expect(readdirSync(dataDir)).toEqual([LOCAL_WALLET_KEYS_DIR]);
      // One wallet configured, the other local.
      const { GOOGLE_WALLET_ISSUER_ID: _issuer, GOOGLE_WALLET_SERVICE_ACCOUNT: _account, ...appleOnly } = keys.env;
      const mixed = await loadWalletCredentials(configOf({ ...appleOnly, DATA_DIR: dataDir }));
      expect([mixed.apple.testKeys, mixed.google.testKeys]).toEqual([false, true]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses half a configuration, naming every missing variable in one message', async () => {
    const { APPLE_PASS_KEY: _key, APPLE_TEAM_ID: _team, GOOGLE_WALLET_ISSUER_ID: _issuer, ...half } = keys.env;
    const failure = await loadWalletCredentials(configOf(half)).catch((error: Error) => error.message);
    expect(failure).toBe(
      [
        'Invalid wallet configuration:',
        '  APPLE_PASS_KEY: required when the other Apple Wallet variables are set',
        '  APPLE_TEAM_ID: required when the other Apple Wallet variables are set',
        '  GOOGLE_WALLET_ISSUER_ID: required when the other Google Wallet variables are set',
      ].join('\n'),
    );
  });

  it('refuses files that do not read, a key that is not the certificate’s, and a service account without a key', async () => {
    const strangerKey = join(keys.dir, 'stranger.key');
    writeFileSync(strangerKey, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const noKey = join(keys.dir, 'no-key.json');
    writeFileSync(noKey, JSON.stringify({ client_email: TEST_SERVICE_ACCOUNT }));
    const wrongKey = await loadWalletCredentials(configOf({ ...keys.env, APPLE_PASS_KEY: strangerKey, GOOGLE_WALLET_SERVICE_ACCOUNT: noKey })).catch((error: Error) => error.message);
    expect(wrongKey).toContain('APPLE_PASS_KEY: does not belong to the certificate in APPLE_PASS_CERT');
    expect(wrongKey).toContain('GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account JSON key (client_email and private_key)');

    const missing = await loadWalletCredentials(configOf({ ...keys.env, APPLE_WWDR_CERT: join(keys.dir, 'nowhere.pem') })).catch((error: Error) => error.message);
    expect(missing).toContain(`APPLE_WWDR_CERT: cannot read ${join(keys.dir, 'nowhere.pem')} (ENOENT)`);
    const notPem = await loadWalletCredentials(configOf({ ...keys.env, APPLE_PASS_CERT: keys.env.GOOGLE_WALLET_SERVICE_ACCOUNT })).catch((error: Error) => error.message);
    expect(notPem).toContain('APPLE_PASS_CERT: not a PEM certificate');
  });
});
