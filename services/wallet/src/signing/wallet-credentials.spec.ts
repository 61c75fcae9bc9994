import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { platformEnvSchema } from '@gv/platform';
import { createTestWalletKeys, TEST_SERVICE_ACCOUNT, type TestWalletKeys } from '../../../../test/wallet-keys';
import { loadWalletCredentials } from './wallet-credentials';

describe('wallet keys read at boot', () => {
  let keys: TestWalletKeys;
  const configOf = (env: Record<string, string>) => platformEnvSchema.parse(env);

  beforeAll(() => {
    keys = createTestWalletKeys();
  });
  afterAll(() => keys.remove());

  it('configures neither wallet without their variables, and both with all of them', async () => {
    await expect(loadWalletCredentials(configOf({}))).resolves.toEqual({ apple: null, google: null });
    const both = await loadWalletCredentials(configOf(keys.env));
    expect(both.apple).toMatchObject({ passTypeIdentifier: keys.env.APPLE_PASS_TYPE_ID, teamIdentifier: keys.env.APPLE_TEAM_ID });
    expect(both.google).toMatchObject({ issuerId: keys.env.GOOGLE_WALLET_ISSUER_ID, serviceAccountEmail: TEST_SERVICE_ACCOUNT });
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
