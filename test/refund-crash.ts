import { expect } from '@jest/globals';
import type { SquareEmulator } from '@gv/square-emulator';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, type TestPlatform } from './api';
import { eventually } from './engines';

/** What a crash test of a refund does to the platform: kill the process asking Square, then start it again. */
export interface RefundCrash {
  url: string;
  dataDir: string;
  emulator: SquareEmulator;
  /** SIGKILLs a process taking part in the refund while Square is asked. */
  kill: () => Promise<void>;
  /**
   * Whether the killed process is the one asking Square (its answer is then lost and the refund is sent again), and
   * otherwise when the platform has settled (every event delivered, nothing left to send).
   */
  killed: 'asking Square' | { settled: () => Promise<boolean> };
  /** Starts it again; answers the platform's URL (a restarted all-in-one listens elsewhere). */
  restart: () => Promise<string>;
}

/**
 * A card bought, then refunded while Square answers slowly; a process taking part is killed mid-call and started
 * again. Whatever the kill lost, the value left the card first (the card is refunded), an unanswered refund is sent
 * again with the same idempotency key, and Square holds exactly one refund.
 */
export async function refundThroughACrash(platform: RefundCrash, businessName: string): Promise<void> {
  const { emulator, dataDir } = platform;
  const admin = await createSignedInAdmin({ url: platform.url, dataDir } as TestPlatform, businessName);
  const giftCard = (await createGiftCard(admin.api, { amount: '50', discount: '10' })).body.giftCard;
  const { uniqueCode: code } = await buyGiftCard(platform.url, {
    businessSlug: admin.businessSlug,
    giftCardId: giftCard._id,
    selfInfo: { name: 'Kit Crash', email: `kit.${Date.now()}@example.com`, phone: '(555) 123-4567' },
  });

  const refundsBefore = emulator.stats.refunds;
  emulator.setLatency(2000);
  const asked = emulator.stats.refundPaymentRequests;
  const lost = admin.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Crash test' }).catch(() => undefined);
  await eventually(() => emulator.stats.refundPaymentRequests > asked, 30_000, 10);
  await platform.kill();
  // Square carries the request out; its answer went to a process that is gone.
  await eventually(() => emulator.stats.refunds === refundsBefore + 1, 10_000);
  emulator.setLatency(0);

  const url = await platform.restart();
  await lost;
  const again = new ApiClient(url);
  expect((await again.post('/api/v1/admin/login', { email: admin.email, password: admin.password })).status).toBe(200);
  const scanned = await again.get(`/api/v1/admin/scan-giftcard/${code}`);
  expect(scanned.body.giftCard).toMatchObject({ status: 'refunded', paidBalance: 0, bonusBalance: 0 });
  if (platform.killed === 'asking Square') {
    // Orders sends the unanswered refund again (same idempotency key and body): Square answers the same refund.
    await eventually(() => emulator.stats.refundPaymentRequests > asked + 1, 90_000, 250);
  } else {
    await eventually(platform.killed.settled, 60_000, 250);
  }
  expect(emulator.stats.refunds).toBe(refundsBefore + 1);
}
