import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTexts, startTwilioStandIn, type TwilioStandIn } from '../../../test/sms';
import { FileSmsSender } from './file-sms-sender';
import type { SmsSender } from './sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'stand-in-auth-token';
const FROM = '+15005550006';

let twilio: TwilioStandIn;
let dataDir: string;

beforeEach(async () => {
  twilio = await startTwilioStandIn(ACCOUNT_SID, AUTH_TOKEN);
  dataDir = await mkdtemp(join(tmpdir(), 'gv-sms-'));
});

afterEach(async () => {
  await twilio.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Each adapter, and how to read back what it sent: the same messages must arrive the same way from both. */
const adapters: [string, () => { sender: SmsSender; sent: () => { to: string; body: string }[] }][] = [
  ['files under DATA_DIR/sms', () => ({ sender: new FileSmsSender(join(dataDir, 'sms')), sent: () => readTexts(dataDir).map(({ to, body }) => ({ to, body })) })],
  [
    "Twilio's Messages API (a local stand-in)",
    () => ({
      sender: new TwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: twilio.url }),
      sent: () => twilio.received.map(({ To, Body }) => ({ to: To, body: Body })),
    }),
  ],
];

describe.each(adapters)('sms contract: %s', (_name, open) => {
  it('sends each text to its number with its body, in order, and is healthy', async () => {
    const { sender, sent } = open();
    expect(await sender.health()).toEqual({ ok: true });
    await sender.send({ to: '+15551234567', body: '123456 is your code to redeem $5.00 at Harbor Grill.' });
    await sender.send({ to: '+447700900123', body: 'Zoë: 654321 — 10 minutes.' });
    expect(sent()).toEqual([
      { to: '+15551234567', body: '123456 is your code to redeem $5.00 at Harbor Grill.' },
      { to: '+447700900123', body: 'Zoë: 654321 — 10 minutes.' },
    ]);
  });
});

describe('sms: files', () => {
  it('writes texts readable by the platform user only: they carry codes', async () => {
    await new FileSmsSender(join(dataDir, 'sms')).send({ to: '+15551234567', body: 'code' });
    const [file] = await readdir(join(dataDir, 'sms'));
    expect(file).toMatch(/^\d+-\d+-0-\+15551234567\.json$/);
    expect((await stat(join(dataDir, 'sms', file))).mode & 0o777).toBe(0o600);
  });
});

describe('sms: Twilio', () => {
  it('sends from the configured number, or through a Messaging Service', async () => {
    await new TwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: twilio.url }).send({ to: '+15551234567', body: 'a' });
    const service = `MG${'0123456789abcdef'.repeat(2)}`;
    await new TwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: service, apiUrl: twilio.url }).send({ to: '+15551234567', body: 'b' });
    expect(twilio.received).toEqual([
      { accountSid: ACCOUNT_SID, To: '+15551234567', From: FROM, Body: 'a' },
      { accountSid: ACCOUNT_SID, To: '+15551234567', MessagingServiceSid: service, Body: 'b' },
    ]);
  });

  it("rejects with Twilio's error when it refuses a message or the credentials, and reports bad credentials in health()", async () => {
    const sender = new TwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: twilio.url });
    await expect(sender.send({ to: '555-1234', body: 'x' })).rejects.toMatchObject({ status: 400, code: 21211 });
    const wrong = new TwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: 'wrong', from: FROM, apiUrl: twilio.url });
    await expect(wrong.send({ to: '+15551234567', body: 'x' })).rejects.toMatchObject({ status: 401, code: 20003 });
    expect((await wrong.health()).ok).toBe(false);
    expect(twilio.received).toEqual([]);
  });
});
