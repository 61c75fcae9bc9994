import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestWalletKeys, TEST_PASS_TYPE_ID, type TestWalletKeys } from '../../../../test/wallet-keys';
import { APNS_FAILING_TOKEN, APNS_GONE_TOKEN, APNS_SILENT_TOKEN, readRecords, startApnsStandIn, type ApnsStandIn } from '../../../../test/wallet-updates';
import type { ApplePush } from './apple-push';
import { ApnsPush, type ApnsOptions } from './apns-push';
import { FileApplePush } from './file-apple-push';

const TOKENS = ['a1b2c3d4e5f60718293a4b5c6d7e8f90', 'ffeeddccbbaa99887766554433221100'];

let apns: ApnsStandIn;
let keys: TestWalletKeys;
let dataDir: string;
const opened: ApnsPush[] = [];

beforeAll(async () => {
  keys = createTestWalletKeys();
  apns = await startApnsStandIn();
});

afterAll(async () => {
  await apns.close();
  keys.remove();
});

beforeEach(async () => {
  apns.received.length = 0;
  dataDir = await mkdtemp(join(tmpdir(), 'gv-push-'));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((push) => push.close()));
  await rm(dataDir, { recursive: true, force: true });
});

const apnsPush = (options: Partial<ApnsOptions> = {}) => {
  const push = new ApnsPush({ url: apns.url, ca: apns.ca, cert: readFileSync(keys.env.APPLE_PASS_CERT, 'utf8'), key: readFileSync(keys.env.APPLE_PASS_KEY, 'utf8'), ...options });
  opened.push(push);
  return push;
};

/** Each adapter, and what it sent, read back the same way: the pass type as topic, each token, an empty payload. */
const adapters: [string, () => { push: ApplePush; sent: () => { topic: string; pushToken: string; payload: unknown }[] }][] = [
  [
    'files under DATA_DIR',
    () => ({ push: new FileApplePush(join(dataDir, 'pushes')), sent: () => readRecords<{ topic: string; pushToken: string; payload: unknown }>(dataDir, 'pushes').map(({ topic, pushToken, payload }) => ({ topic, pushToken, payload })) }),
  ],
  [
    'APNs over HTTP/2 (a local stand-in)',
    () => ({ push: apnsPush(), sent: () => apns.received.map((request) => ({ topic: request.topic!, pushToken: request.path.split('/').at(-1)!, payload: JSON.parse(request.body) })) }),
  ],
];

describe.each(adapters)('apple push contract: %s', (_name, open) => {
  it('sends an empty payload to each token under the pass type as topic, and reports no token gone', async () => {
    const { push, sent } = open();
    expect(await push.notify(TEST_PASS_TYPE_ID, TOKENS)).toEqual([]);
    expect(sent().sort((a, b) => a.pushToken.localeCompare(b.pushToken))).toEqual(TOKENS.map((pushToken) => ({ topic: TEST_PASS_TYPE_ID, pushToken, payload: {} })));
  });
});

describe('apple push: APNs', () => {
  it("POSTs /3/device/<token> over one TLS connection with the pass certificate as the client's", async () => {
    const connectionsBefore = apns.connections();
    const push = apnsPush();
    await push.notify(TEST_PASS_TYPE_ID, [TOKENS[0]]);
    await push.notify(TEST_PASS_TYPE_ID, [TOKENS[1]]);
    expect(apns.received).toEqual(
      TOKENS.map((token) => ({ method: 'POST', path: `/3/device/${token}`, topic: TEST_PASS_TYPE_ID, body: '{}', clientCertificate: `Pass Type ID: ${TEST_PASS_TYPE_ID}` })),
    );
    expect(apns.connections()).toBe(connectionsBefore + 1);
  });

  it('answers the tokens APNs no longer knows, and fails (to be tried again) when APNs cannot take a push', async () => {
    const push = apnsPush();
    const gone = `${APNS_GONE_TOKEN}0011223344556677`;
    expect(await push.notify(TEST_PASS_TYPE_ID, [TOKENS[0], gone])).toEqual([gone]);
    await expect(push.notify(TEST_PASS_TYPE_ID, [`${APNS_FAILING_TOKEN}00112233445566`])).rejects.toThrow(/APNs refused 1 of 1 pushes: 503 ServiceUnavailable/);
  });

  it('fails (to be tried again) when APNs does not answer in time, and pushes on the same connection after', async () => {
    const push = apnsPush({ answerMs: 300 });
    await expect(push.notify(TEST_PASS_TYPE_ID, [`${APNS_SILENT_TOKEN}0011223344556677`])).rejects.toThrow(/APNs did not answer a push within 300 ms/);
    const connections = apns.connections();
    expect(await push.notify(TEST_PASS_TYPE_ID, [TOKENS[0]])).toEqual([]);
    expect(apns.connections()).toBe(connections);
  });

  it('fails when the server is not the one it trusts (no stand-in certificate given)', async () => {
    const push = new ApnsPush({ url: apns.url, cert: readFileSync(keys.env.APPLE_PASS_CERT, 'utf8'), key: readFileSync(keys.env.APPLE_PASS_KEY, 'utf8') });
    opened.push(push);
    await expect(push.notify(TEST_PASS_TYPE_ID, [TOKENS[0]])).rejects.toThrow();
    expect(apns.received).toEqual([]);
  });
});

describe('apple push: files', () => {
  it('writes pushes readable by the platform user only', async () => {
    await new FileApplePush(join(dataDir, 'pushes')).notify(TEST_PASS_TYPE_ID, [TOKENS[0]]);
    const [file] = await readdir(join(dataDir, 'pushes'));
    expect((await stat(join(dataDir, 'pushes', file))).mode & 0o777).toBe(0o600);
  });
});
