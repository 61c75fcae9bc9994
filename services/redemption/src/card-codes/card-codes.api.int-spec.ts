import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { eventually } from '../../../../test/engines';
import { readMailbox } from '../../../../test/mail';
import { postgresEnv, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

/**
 * A gift card's code is a bearer secret: whoever reads a backup must not read the cards. The whole platform runs on
 * one PostgreSQL database here (its events, outboxes, inboxes and jobs too), so a dump of it holds everything the
 * platform ever stored.
 */
describe('gift card codes at rest (all-in-one on PostgreSQL)', () => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let card: { _id: string };

  beforeAll(async () => {
    database = await postgresEnv();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1' });
    admin = await createSignedInAdmin(platform, 'Harbor Grill');
    card = (await createGiftCard(admin.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  const mailTo = (email: string, code: string) => eventually(() => readMailbox(platform.dataDir).find((mail) => mail.to.includes(email) && mail.text.includes(code)));

  it('shows the code to the holder, in the emails, the orders views and at the counter as before, and no dump of the database contains it', async () => {
    const target = { businessSlug: admin.businessSlug, id: card._id };
    const self = await buyGiftCard(platform.url, target, { purchaseType: 'self', selfInfo: { name: 'Ann Buyer', email: 'ann@example.com', phone: '(555) 123-4567' } });
    const gift = await buyGiftCard(platform.url, target, {
      purchaseType: 'gift',
      giftInfo: { recipientName: 'Bo Friend', recipientEmail: 'bo@example.com', message: 'Enjoy!', senderName: 'Cy Sender', senderEmail: 'cy@example.com', senderPhone: '(555) 123-4567' },
    });
    const codes = [self.uniqueCode, gift.uniqueCode];
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);

    // The buyer's confirmation and the recipient's gift email carry the code as text.
    await mailTo('ann@example.com', self.uniqueCode);
    await mailTo('bo@example.com', gift.uniqueCode);

    // The holder page and the wallet links find the card by its code.
    const visitor = new ApiClient(platform.url);
    for (const code of codes) {
      expect((await visitor.get(`/api/v1/cards/${code}`)).body).toMatchObject({ uniqueCode: code, saveUrl: expect.stringContaining(`/card/${code}`) });
      expect((await visitor.post('/api/wallet/generate-wallet-pass', { uniqueCode: code })).body).toMatchObject({ uniqueCode: code });
    }

    // The counter scans, sends the holder a one-time code, and redeems.
    expect((await admin.api.get(`/api/v1/admin/scan-giftcard/${self.uniqueCode}`)).body.buyers[0].qrCode).toEqual({ uniqueCode: self.uniqueCode });
    const redeemed = await redeemGiftCard(admin.api, platform.dataDir, gift.uniqueCode, 12.5);
    expect(redeemed.buyer).toMatchObject({ remainingBalance: 37.5, qrCode: { uniqueCode: gift.uniqueCode } });

    // The orders views show each buyer's code, once the projection has the redemption.
    const buyers = await eventually(async () => {
      const listed = (await admin.api.get('/api/v1/admin/buyers')).body.buyers as { qrCode: { uniqueCode: string }; remainingBalance: number }[];
      return listed.length === 2 && listed.some((buyer) => buyer.remainingBalance === 37.5) ? listed : undefined;
    });
    expect(buyers.map((buyer) => buyer.qrCode.uniqueCode).sort()).toEqual([...codes].sort());
    // The redemption receipt is sent: every job and event of this story has run.
    await eventually(() => readMailbox(platform.dataDir).find((mail) => mail.to.includes('bo@example.com') && /redeemed|receipt/i.test(mail.subject)));

    const dump = execFileSync('pg_dump', ['--no-owner', '--dbname', database.env.DATABASE_URL], { maxBuffer: 512 * 1024 * 1024 }).toString('utf8');
    // The dump is the platform's data: the cards, their buyers and their events are in it.
    expect(dump).toContain('ann@example.com');
    expect(dump).toContain('gift-card.issued');
    expect(dump).toContain('gift-card.redeemed');
    // In any letter case (the holder page accepts a code typed in lower case).
    for (const code of codes) expect(dump.toUpperCase()).not.toContain(code);

    // The mail files that do carry codes are the platform user's alone.
    const mailDir = join(platform.dataDir, 'mail');
    const files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(statSync(join(mailDir, file)).mode & 0o777).toBe(0o600);
  });
});
