import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { ApiClient, buyGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform, OTP_SUBJECT } from '../../../../test/redemption-api';
import { readTexts } from '../../../../test/sms';

/** The subject of the email that allows adding a phone or setting a PIN on the holder page; its first group is the code. */
const HOLDER_CODE_SUBJECT = /^(\d{6}) is your code to (set a PIN|add a phone for counter codes)/;
/** The text that carries a redeem code; its first group is the code. */
const TEXT_OTP = /^(\d{6}) is your code to redeem (\$[\d.]+) from your /;

/** The text of a PDF's pages: its streams inflated (the sheet draws with the standard fonts, so words are plain strings). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\r?\n/g)]
    .map((match) => {
      const start = match.index + match[0].length;
      try {
        return inflateSync(Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** The one-time code that confirms a redemption: sent to the card's holder (send-redeem-otp), then verified at the counter. */
describe.each(databaseEnvs)('one-time codes to redeem (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { hashOf, rows, boughtForSelf, mailsTo, sendOtp, verify, redeem } = world;

  describe("the holder's email", () => {
    it('sends the code of a gift to the recipient, never to the email the request names, and the receipt too', async () => {
      const gift = await buyGiftCard(world.platform.url, {
        businessSlug: world.a.businessSlug,
        giftCardId: world.cardA._id,
        giftInfo: {
          recipientName: 'Rita Recipient',
          recipientEmail: `rita.${engine.toLowerCase()}@example.com`,
          message: 'Enjoy!',
          senderName: 'Sam Sender',
          senderEmail: `sam.${engine.toLowerCase()}@example.com`,
          senderPhone: '5551234567',
        },
      });
      const rita = `rita.${engine.toLowerCase()}@example.com`;
      const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${gift.uniqueCode}`);
      expect(scanned.body.buyers[0]).toMatchObject({
        name: 'Sam Sender',
        email: `sam.${engine.toLowerCase()}@example.com`,
        selfInfo: null,
        giftInfo: { recipientName: 'Rita Recipient', recipientEmail: rita },
      });

      const thief = `thief.${engine.toLowerCase()}@example.com`;
      const { otp } = await sendOtp(world.a.api, gift.uniqueCode, rita, 20, thief);
      expect(mailsTo(thief, /./)).toEqual([]);
      expect(mailsTo(`sam.${engine.toLowerCase()}@example.com`, OTP_SUBJECT)).toEqual([]);
      expect((await verify(world.a.api, gift.uniqueCode, otp, thief)).status).toBe(200);
      expect((await redeem(world.a.api, gift.uniqueCode, 20)).body.buyer.remainingBalance).toBe(30);
      await eventually(() => mailsTo(rita, /^You redeemed \$20\.00/)[0]);
    });

    it('keeps the code out of the outbox: the event carries it sealed', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      const events = await rows<{ payload: Record<string, unknown> }>(
        sql`select payload from redemption.outbox where type = 'gift-card.redeem-otp.requested' and payload->'holder'->>'email' = ${email}`,
      );
      expect(events).toHaveLength(1);
      expect(events[0].payload).toMatchObject({ amountCents: 500, balanceCents: 5000, holder: { email }, sealedCode: expect.any(String) });
      expect(JSON.stringify(events[0].payload)).not.toContain(otp);
    });
  });

  describe("the spec's messages", () => {
    it('asks for a valid amount before sending an OTP, and refuses more than the balance', async () => {
      const { code, email } = await boughtForSelf();
      for (const redeemAmount of [undefined, '', 0, '0.00', -5, 'abc', '1.234']) {
        const sent = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount, qrUniqueCode: code });
        expect(sent).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_INVALID', message: 'Enter a valid redeem amount before sending OTP.' } });
      }
      const over = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 50.01, qrUniqueCode: code });
      expect(over).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_EXCEEDS_BALANCE', message: 'Redeem amount exceeds the available balance.' } });
      expect(mailsTo(email, OTP_SUBJECT)).toEqual([]);
      // Past what the ledger's columns hold: the same answer as any other bad amount.
      for (const amount of ['21474836.48', 999_999_999.99]) {
        expect(await redeem(world.a.api, code, amount)).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_INVALID', message: 'Invalid QR code or redeem amount.' } });
      }
    });
  });

  describe('one-time codes', () => {
    it('refuses a wrong code, then accepts the right one; the same code again is refused', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      const wrong = otp === '000000' ? '111111' : '000000';
      expect(await verify(world.a.api, code, wrong)).toMatchObject({ status: 400, body: { code: 'OTP.INVALID', message: 'Invalid OTP. Please try again.' } });
      expect(await verify(world.a.api, code, 'abc')).toMatchObject({ status: 400, body: { code: 'OTP.INVALID' } });
      // The right code as a JSON number is the same code.
      expect((await world.a.api.post('/api/v1/admin/verify-otp-redeem', { email, qrUniqueCode: code, otp: Number(otp) })).status).toBe(200);
      expect(await verify(world.a.api, code, otp)).toMatchObject({ status: 400, body: { code: 'OTP.EXPIRED', message: 'This OTP has expired or was already used. Please send a new OTP.' } });
    });

    it('locks a code after 5 wrong tries: even the right one is refused; a new code works', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      const wrong = otp === '000000' ? '111111' : '000000';
      const tries = await Promise.all(Array.from({ length: 8 }, () => verify(world.a.api, code, wrong)));
      expect(tries.filter((t) => t.body.code === 'OTP.INVALID')).toHaveLength(5);
      expect(tries.filter((t) => t.body.code === 'OTP.LOCKED')).toHaveLength(3);
      expect(await verify(world.a.api, code, otp)).toMatchObject({ status: 429, body: { code: 'OTP.LOCKED', message: 'Too many wrong OTPs. Please send a new OTP.' } });
      expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 403 });

      const fresh = await sendOtp(world.a.api, code, email, 5);
      expect((await verify(world.a.api, code, fresh.otp)).status).toBe(200);
      expect((await redeem(world.a.api, code, 5)).status).toBe(200);
    });

    it('refuses an expired code and a code replaced by a newer one', async () => {
      const { code, email } = await boughtForSelf();
      const first = await sendOtp(world.a.api, code, email, 5);
      const second = await sendOtp(world.a.api, code, email, 6);
      expect(await verify(world.a.api, code, first.otp)).toMatchObject({ status: 400 });
      // Ten minutes on: the store has dropped the card's code (its TTL), as deleting it here does.
      const [card] = await rows<{ id: string }>(sql`select id from redemption.issued_cards where code_hash = ${hashOf(code)}`);
      await world.platform.app.runtime.kv.del(`redeem-otp:last-send:${card.id}`);
      expect(await verify(world.a.api, code, second.otp)).toMatchObject({ status: 400, body: { code: 'OTP.EXPIRED' } });
    });

    it('authorizes exactly the amount the code was sent for', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 7.5);
      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      expect(await redeem(world.a.api, code, 8)).toMatchObject({ status: 403, body: { code: 'REDEMPTION.NOT_AUTHORIZED' } });
      expect((await redeem(world.a.api, code, '7.50')).body.buyer.remainingBalance).toBe(42.5);
    });

    it('lets a counter send at least 5 codes for one card in 10 minutes, and at most 10', async () => {
      const { code, email } = await boughtForSelf();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push((await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 1, qrUniqueCode: code })).status);
      expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
    });
  });

  describe('by text message and by PIN (decision 0073)', () => {
    let visitors = 0;
    /** Someone on the holder page: a client of their own. */
    const visitor = () => new ApiClient(world.platform.url, { 'x-forwarded-for': `10.73.0.${++visitors}` });
    const textsTo = (phone: string) => readTexts(world.platform.dataDir).filter((text) => text.to === phone);
    const scan = async (code: string) => (await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body;
    const verifyPin = (code: string, pin: unknown, redeemAmount: unknown = 5) => world.a.api.post('/api/v1/admin/verify-pin-redeem', { qrUniqueCode: code, pin, redeemAmount });

    /** The holder page asks for a code to the holder's email for `change`, and reads it from that email. */
    async function holderCode(code: string, holderEmail: string, change: 'phone' | 'pin') {
      const before = mailsTo(holderEmail, HOLDER_CODE_SUBJECT).length;
      expect(await visitor().post(`/api/v1/cards/${code}/holder-code`, { change })).toMatchObject({ status: 200, body: { success: true } });
      const mail = await eventually(() => mailsTo(holderEmail, HOLDER_CODE_SUBJECT)[before]);
      expect(mail.subject).toContain(change === 'pin' ? 'set a PIN' : 'add a phone');
      return HOLDER_CODE_SUBJECT.exec(mail.subject)![1];
    }

    it("texts the code to the phone a buyer gave for their own card when the counter chooses Text; email stays the default", async () => {
      const { code, email } = await boughtForSelf();
      expect((await scan(code)).verification).toEqual({ email: true, sms: true, pin: false });
      const emailsBefore = mailsTo(email, OTP_SUBJECT).length;
      const textsBefore = textsTo('+15551234567').length;
      const sent = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 5, qrUniqueCode: code, channel: 'sms' });
      expect(sent).toMatchObject({ status: 200, body: { success: true, message: 'OTP has been sent successfully' } });
      // The purchase form's (555) 123-4567, as Twilio wants it: E.164.
      const text = await eventually(() => textsTo('+15551234567')[textsBefore]);
      const [, otp, amount] = TEXT_OTP.exec(text.body)!;
      expect(amount).toBe('$5.00');
      expect(text.body).toContain('Harbor Grill');
      expect(mailsTo(email, OTP_SUBJECT)).toHaveLength(emailsBefore);
      // Sealed in the event like an emailed code, and bound to the phone.
      const [event] = await rows<{ payload: Record<string, unknown> }>(
        sql`select payload from redemption.outbox where type = 'gift-card.redeem-otp.requested' and payload->'holder'->>'email' = ${email}`,
      );
      expect(event.payload).toMatchObject({ sms: { to: '+15551234567' }, sealedCode: expect.any(String) });
      expect(JSON.stringify(event.payload)).not.toContain(otp);

      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      expect((await redeem(world.a.api, code, 5)).body.buyer.remainingBalance).toBe(45);
      // Without a channel the code goes by email, as before.
      await sendOtp(world.a.api, code, email, 2);
    });

    it("refuses Text for a gift (its buyer's phone is not the holder's) until the holder confirms a phone with a code emailed to them", async () => {
      const rita = `rita.sms.${engine.toLowerCase()}@example.com`;
      const gift = await buyGiftCard(world.platform.url, {
        businessSlug: world.a.businessSlug,
        giftCardId: world.cardA._id,
        giftInfo: { recipientName: 'Rita Recipient', recipientEmail: rita, message: '', senderName: 'Sam', senderEmail: `sam.sms.${engine.toLowerCase()}@example.com`, senderPhone: '5559876543' },
      });
      expect((await scan(gift.uniqueCode)).verification).toEqual({ email: true, sms: false, pin: false });
      const text = { email: rita, redeemAmount: 5, qrUniqueCode: gift.uniqueCode, channel: 'sms' };
      expect(await world.a.api.post('/api/v1/admin/send-otp-redeem', text)).toMatchObject({ status: 409, body: { code: 'REDEMPTION.NO_PHONE' } });
      expect(textsTo('+15559876543')).toEqual([]);

      // Knowing the card's code is not enough: the change needs the code emailed to the recipient.
      const page = `/api/v1/cards/${gift.uniqueCode}/phone`;
      expect(await visitor().put(page, { phone: '(555) 444-3210', confirmationCode: '123456' })).toMatchObject({ status: 400, body: { code: 'HOLDER_CODE.INVALID' } });
      // A code is for a phone or a PIN, named: anything else is refused and emails nothing.
      for (const change of ['email', undefined]) {
        expect(await visitor().post(`/api/v1/cards/${gift.uniqueCode}/holder-code`, { change })).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION.FAILED', fields: { change: 'Choose what the code is for: "phone" or "pin".' } },
        });
      }
      expect(mailsTo(rita, HOLDER_CODE_SUBJECT)).toEqual([]);
      const confirmation = await holderCode(gift.uniqueCode, rita, 'phone');
      expect(await visitor().put(page, { phone: '12', confirmationCode: confirmation })).toMatchObject({ status: 400, body: { code: 'VALIDATION.FAILED' } });
      // A code for a PIN does not add a phone.
      const forPin = await holderCode(gift.uniqueCode, rita, 'pin');
      expect(await visitor().put(page, { phone: '(555) 444-3210', confirmationCode: forPin })).toMatchObject({ status: 400, body: { code: 'HOLDER_CODE.INVALID' } });
      expect(await visitor().put(page, { phone: '(555) 444-3210', confirmationCode: confirmation })).toMatchObject({ status: 200, body: { success: true } });
      expect(await visitor().put(page, { phone: '(555) 000-1111', confirmationCode: confirmation })).toMatchObject({ status: 400, body: { code: 'HOLDER_CODE.INVALID' } });

      expect((await scan(gift.uniqueCode)).verification).toEqual({ email: true, sms: true, pin: false });
      expect((await visitor().get(`/api/v1/cards/${gift.uniqueCode}`)).body.verification).toEqual({ byEmail: true, phone: true, pin: false });
      expect((await world.a.api.post('/api/v1/admin/send-otp-redeem', text)).status).toBe(200);
      const sms = await eventually(() => textsTo('+15554443210')[0]);
      expect((await verify(world.a.api, gift.uniqueCode, TEXT_OTP.exec(sms.body)![1])).status).toBe(200);
      expect((await redeem(world.a.api, gift.uniqueCode, 5)).status).toBe(200);
    });

    it('redeems with a PIN the holder set after an emailed code, once per PIN; wrong PINs lock it as wrong codes lock a code', async () => {
      const { code, email } = await boughtForSelf();
      expect(await verifyPin(code, '2468')).toMatchObject({ status: 409, body: { code: 'PIN.NOT_SET' } });
      const confirmation = await holderCode(code, email, 'pin');
      expect(await visitor().put(`/api/v1/cards/${code}/pin`, { pin: '12', confirmationCode: confirmation })).toMatchObject({ status: 400, body: { code: 'VALIDATION.FAILED' } });
      expect(await visitor().put(`/api/v1/cards/${code}/pin`, { pin: '2468', confirmationCode: confirmation })).toMatchObject({ status: 200, body: { success: true } });
      // Only a slow hash of it is kept.
      const [stored] = await rows<{ pin_hash: string; pin_sealed: string | null }>(sql`select pin_hash, pin_sealed from redemption.issued_cards where code_hash = ${hashOf(code)}`);
      expect(stored).toEqual({ pin_hash: expect.stringMatching(/^\$argon2id\$/), pin_sealed: null });
      expect((await scan(code)).verification).toEqual({ email: true, sms: true, pin: true });
      expect((await visitor().get(`/api/v1/cards/${code}`)).body.verification).toEqual({ byEmail: true, phone: true, pin: true });

      expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 403 });
      expect(await verifyPin(code, '2468', 60)).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_EXCEEDS_BALANCE' } });
      expect(await verifyPin(code, '2468', 5)).toMatchObject({ status: 200, body: { success: true, message: 'PIN verified successfully.' } });
      // The authorization is for that amount, once.
      expect(await redeem(world.a.api, code, 6)).toMatchObject({ status: 403 });
      expect((await redeem(world.a.api, code, 5)).body.buyer.remainingBalance).toBe(45);
      expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 403 });
      // Another business's counter knows no such card.
      expect(await world.b.api.post('/api/v1/admin/verify-pin-redeem', { qrUniqueCode: code, pin: '2468', redeemAmount: 5 })).toMatchObject({ status: 404 });

      const tries = await Promise.all(Array.from({ length: 7 }, () => verifyPin(code, '1357')));
      expect(tries.filter((t) => t.body.code === 'PIN.INVALID')).toHaveLength(5);
      expect(tries.filter((t) => t.body.code === 'PIN.LOCKED')).toHaveLength(2);
      expect(await verifyPin(code, '2468')).toMatchObject({ status: 429, body: { code: 'PIN.LOCKED', message: 'Too many wrong PINs. Try again in 10 minutes, or confirm with a code sent to the holder.' } });
      expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 403 });
      // A code sent to the holder still works meanwhile.
      await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 1, qrUniqueCode: code });
    });

    it("prints a PIN on each unnamed corporate card's sheet; its bearer confirms with it, and its page promises no code by email", async () => {
      const created = await world.a.api.post('/api/v1/admin/corporate-orders', { giftCardId: world.cardA._id, company: 'Acme Corp', paymentReference: `PIN-${engine}-${Date.now()}`, count: 2 });
      expect((await world.a.api.post(`/api/v1/admin/corporate-orders/${created.body.id}/confirm`, {})).status).toBe(200);
      const details = await eventually(async () => {
        const answer = await world.a.api.get(`/api/v1/admin/corporate-orders/${created.body.id}`);
        return answer.body.cards?.length === 2 ? answer.body : undefined;
      });
      const cards = details.cards as { uniqueCode: string; pin: string }[];
      for (const card of cards) expect(card.pin).toMatch(/^\d{6}$/);

      const cookie = [...world.a.api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const pdf = await fetch(`${world.platform.url}/api/v1/admin/corporate-orders/${created.body.id}/codes.pdf`, { headers: { cookie } });
      const sheet = pdfText(Buffer.from(await pdf.arrayBuffer()));
      for (const card of cards) expect(sheet).toContain(`(${card.pin})`);
      expect(sheet).toContain('(PIN for the counter)');

      const [card] = cards;
      const page = await visitor().get(`/api/v1/cards/${card.uniqueCode}`);
      expect(page.body.verification).toEqual({ byEmail: false, phone: false, pin: true });
      expect((await scan(card.uniqueCode)).verification).toEqual({ email: true, sms: false, pin: true });
      expect(await verifyPin(card.uniqueCode, card.pin === '000000' ? '111111' : '000000')).toMatchObject({ status: 400, body: { code: 'PIN.INVALID' } });
      expect((await verifyPin(card.uniqueCode, card.pin, 10)).status).toBe(200);
      expect((await redeem(world.a.api, card.uniqueCode, 10)).body.buyer.remainingBalance).toBe(40);
    });
  });
});
