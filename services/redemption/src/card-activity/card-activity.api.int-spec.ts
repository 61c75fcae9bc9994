import { databaseEnvs } from '../../../../test/databases';
import { counterPlatform } from '../../../../test/redemption-api';

/** A card's activity for the admin: every ledger row and action, in order, with its amount, balance after, reason and actor. */
describe.each(databaseEnvs)("a card's activity (all-in-one on %s)", (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);

  it('lists the purchase, a redemption, an adjustment, a reversal, a void and reactivation and a refund, each once, oldest first', async () => {
    const { code, email } = await world.boughtForSelf();
    const api = world.a.api;
    const action = (path: string, body: Record<string, unknown>) => api.post(`/api/v1/admin/issued-cards/${code}/${path}`, body);
    expect((await world.redeemWithOtp(api, code, email, 10)).status).toBe(200);
    expect((await action('adjust', { amount: 5, reason: 'Birthday treat' })).status).toBe(200);
    const [redemption] = (await api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.buyers[0].redemptionHistory;
    expect((await action('reverse-redemption', { redemptionId: redemption.redemptionId, reason: 'Till mistake' })).status).toBe(200);
    expect((await action('void', { reason: 'Reported lost' })).status).toBe(200);
    expect((await action('reactivate', { reason: 'Found it' })).status).toBe(200);
    expect((await action('refund', { amount: 20, reason: 'Partial refund' })).status).toBe(200);

    const answer = await api.get(`/api/v1/admin/issued-cards/${code}/activity`);
    expect(answer.status).toBe(200);
    expect(answer.body.activity.map(({ at: _at, ...entry }: { at: string }) => entry)).toEqual([
      { kind: 'issued', amount: 50, balanceAfter: 50, reason: null, by: 'checkout' },
      { kind: 'redeemed', amount: -10, balanceAfter: 40, reason: null, by: 'admin' },
      { kind: 'adjusted', amount: 5, balanceAfter: 45, reason: 'Birthday treat', by: 'admin' },
      { kind: 'redemption-reversed', amount: 10, balanceAfter: 55, reason: 'Till mistake', by: 'admin' },
      { kind: 'voided', amount: null, balanceAfter: null, reason: 'Reported lost', by: 'admin' },
      { kind: 'reactivated', amount: null, balanceAfter: null, reason: 'Found it', by: 'admin' },
      { kind: 'refunded', amount: -20, balanceAfter: 35, reason: 'Partial refund', by: 'admin' },
    ]);
    const instants = answer.body.activity.map((entry: { at: string }) => Date.parse(entry.at));
    expect(instants).toEqual(instants.toSorted((a: number, b: number) => a - b));
  });

  it("answers 'Gift card not found.' for another business's card and an unknown code", async () => {
    const { code } = await world.boughtForSelf();
    const notFound = { status: 404, body: { message: 'Gift card not found.' } };
    expect(await world.b.api.get(`/api/v1/admin/issued-cards/${code}/activity`)).toMatchObject(notFound);
    expect(await world.a.api.get('/api/v1/admin/issued-cards/0000000000000000000000000A/activity')).toMatchObject(notFound);
  });
});
