import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestWalletKeys, TEST_GOOGLE_ISSUER_ID, TEST_SERVICE_ACCOUNT, type TestWalletKeys } from '../../../../test/wallet-keys';
import { readRecords, startGoogleWalletStandIn, type GoogleWalletStandIn } from '../../../../test/wallet-updates';
import { googleBalance, googleObjectId } from '../domain/pass-content';
import type { GiftCardObjectPatch, GoogleWalletObjects } from './google-wallet-objects';
import { GoogleWalletRest } from './google-wallet-rest';
import { RecordingGoogleObjects } from './recording-google-objects';

const SAVED = googleObjectId(TEST_GOOGLE_ISSUER_ID, '6f1c2a9e-0b7d-4c59-9a43-2f3f3b7c1d10');
const NEVER_SAVED = googleObjectId(TEST_GOOGLE_ISSUER_ID, '0b7d6f1c-2a9e-4c59-9a43-2f3f3b7c1d10');
const UNANSWERED = googleObjectId(TEST_GOOGLE_ISSUER_ID, '2a9e0b7d-6f1c-4c59-9a43-2f3f3b7c1d10');

let keys: TestWalletKeys;
let google: GoogleWalletStandIn;
let dataDir: string;

beforeAll(async () => {
  keys = createTestWalletKeys();
});

afterAll(() => keys.remove());

beforeEach(async () => {
  google = await startGoogleWalletStandIn(keys.googlePublicKeyPem, TEST_SERVICE_ACCOUNT, [SAVED], [UNANSWERED]);
  dataDir = await mkdtemp(join(tmpdir(), 'gv-google-'));
});

afterEach(async () => {
  await google.close();
  await rm(dataDir, { recursive: true, force: true });
});

function rest(privateKeyPem = (JSON.parse(readFileSync(keys.env.GOOGLE_WALLET_SERVICE_ACCOUNT, 'utf8')) as { private_key: string }).private_key, answerMs?: number) {
  const credentials = { issuerId: TEST_GOOGLE_ISSUER_ID, serviceAccountEmail: TEST_SERVICE_ACCOUNT, privateKey: createPrivateKey(privateKeyPem), testKeys: false };
  return new GoogleWalletRest(credentials, { tokenUrl: google.tokenUrl, apiUrl: google.apiUrl }, answerMs);
}

const patch = (cents: number): GiftCardObjectPatch => googleBalance(cents, new Date('2030-02-01T10:00:00Z'));

/** Each adapter, and the patches it delivered: the same objects get the same balances from both. */
const adapters: [string, () => Promise<{ objects: GoogleWalletObjects; delivered: () => { objectId: string; patch: unknown }[] }>][] = [
  [
    'recording under DATA_DIR',
    async () => ({ objects: new RecordingGoogleObjects(join(dataDir, 'patches')), delivered: () => readRecords<{ objectId: string; patch: unknown }>(dataDir, 'patches').map(({ objectId, patch }) => ({ objectId, patch })) }),
  ],
  ["Google Wallet's REST API (a local stand-in)", async () => ({ objects: rest(), delivered: () => google.patches.map(({ objectId, body }) => ({ objectId, patch: body })) })],
];

describe.each(adapters)('google wallet objects contract: %s', (_name, open) => {
  it("patches a gift card object's balance, each time with the latest", async () => {
    const { objects, delivered } = await open();
    expect(await objects.patchGiftCard(SAVED, patch(2500))).toBe(true);
    expect(await objects.patchGiftCard(SAVED, patch(1000))).toBe(true);
    expect(delivered()).toEqual([
      { objectId: SAVED, patch: { balance: { micros: 25_000_000, currencyCode: 'USD' }, balanceUpdateTime: { date: '2030-02-01T10:00:00.000Z' } } },
      { objectId: SAVED, patch: { balance: { micros: 10_000_000, currencyCode: 'USD' }, balanceUpdateTime: { date: '2030-02-01T10:00:00.000Z' } } },
    ]);
  });
});

describe("google wallet objects: Google's REST API", () => {
  it('signs in once as the service account for many patches, and answers false for an object no holder saved', async () => {
    const objects = rest();
    await objects.patchGiftCard(SAVED, patch(2500));
    expect(await objects.patchGiftCard(NEVER_SAVED, patch(2500))).toBe(false);
    expect(google.tokensIssued).toBe(1);
  });

  it('fails (to be tried again) when Google does not answer in time, and patches after', async () => {
    const objects = rest(undefined, 300);
    await expect(objects.patchGiftCard(UNANSWERED, patch(2500))).rejects.toThrow(/aborted due to timeout/);
    expect(await objects.patchGiftCard(SAVED, patch(2000))).toBe(true);
    expect(google.patches).toEqual([{ objectId: SAVED, body: patch(2000) }]);
  });

  it('fails (to be tried again) when Google refuses the service account', async () => {
    const other = createTestWalletKeys();
    try {
      const stranger = (JSON.parse(readFileSync(other.env.GOOGLE_WALLET_SERVICE_ACCOUNT, 'utf8')) as { private_key: string }).private_key;
      await expect(rest(stranger).patchGiftCard(SAVED, patch(2500))).rejects.toThrow(/refused the service account's token request: 400/);
      expect(google.patches).toEqual([]);
    } finally {
      other.remove();
    }
  });
});
