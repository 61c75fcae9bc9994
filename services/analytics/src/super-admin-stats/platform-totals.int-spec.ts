import { newEvent } from '@gv/platform';
import { liveProfile } from '../../../../test/card-events';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { paidOrder } from '../../../../test/paid-order';
import { serviceAlone } from '../../../../test/service-alone';
import { platformTotals } from '../db/business-repository';
import { analyticsService } from '../index';

const sale = (businessSlug: string, amountCents: number, currency: string) => newEvent('payment.completed', { v: 1, ...paidOrder({ businessSlug, amountCents, faceValueCents: amountCents, currency }) });

/** The super admin's platform totals (decision 0097): counts across businesses, money per currency, never added across. */
describe.each(databaseEnvs)('platform totals (%s)', (_engine, createDatabase) => {
  const { runtime, db } = serviceAlone(analyticsService, createDatabase, 'gv-platform-totals-');

  it('adds up each currency\'s sales apart: dollars and yen never add up', async () => {
    await runtime().bus.publish([
      liveProfile('harbor-grill'),
      liveProfile('sakura-sushi', 'JPY'),
      sale('harbor-grill', 4500, 'USD'),
      sale('sakura-sushi', 4500, 'JPY'),
      sale('sakura-sushi', 9000, 'JPY'),
    ]);
    // The profiles and the sales are projected by consumers of their own: both are waited for.
    const totals = await eventually(async () => {
      const read = await platformTotals(db());
      return read.businesses === 2 && read.byCurrency.find((money) => money.currency === 'JPY')?.paidValueSoldCents === 13_500 ? read : undefined;
    }, 10_000);
    expect(totals.businesses).toBe(2);
    expect(totals.byCurrency.map(({ currency, paidValueSoldCents, revenueCents }) => ({ currency, paidValueSoldCents, revenueCents }))).toEqual([
      { currency: 'JPY', paidValueSoldCents: 13_500, revenueCents: 13_500 },
      { currency: 'USD', paidValueSoldCents: 4_500, revenueCents: 4_500 },
    ]);
  });
});
