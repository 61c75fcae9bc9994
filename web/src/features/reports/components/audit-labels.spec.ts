import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@gv/proto';
import { actorName, detailPhrases, holder } from './audit-labels';
import { moneyIn } from '../../../lib/currency';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: '2026-11-25T10:00:00.000Z',
  person: null,
  actor: 'admin',
  action: 'redeemed',
  subject: 'Dinner for two',
  customer: null,
  details: {},
  ...fields,
});

describe('an audit entry as the trail shows it', () => {
  it('names the admin, an API key by its name, else who the platform says acted', () => {
    expect(actorName(entry({ person: { id: 'a1', name: 'Casey Chef', email: 'casey@example.com' } }))).toBe('Casey Chef');
    expect(actorName(entry({ actor: 'system', action: 'dispute-opened' }))).toBe('System');
    expect(actorName(entry({ actor: 'holder', action: 'email-resent' }))).toBe('Card holder');
    expect(actorName(entry({ actor: 'super-admin', action: 'business-suspended' }))).toBe('Platform');
    expect(actorName(entry({ actor: 'api-key', details: { apiKey: 'Online shop' } }))).toBe('API key “Online shop”');
    expect(actorName(entry({}))).toBe('An admin');
  });

  it('names an adjustment credited or debited as the figures do, and says what changed and why, never more', () => {
    expect(detailPhrases(entry({ action: 'adjusted', details: { amount: 5, balanceAfter: 43, reason: 'Birthday bonus' } }), moneyIn('USD'))).toEqual([
      'Credited +$5.00',
      'balance after $43.00',
      '“Birthday bonus”',
    ]);
    expect(detailPhrases(entry({ action: 'adjusted', details: { amount: -3 } }), moneyIn('USD'))).toEqual(['Debited $3.00']);
    expect(detailPhrases(entry({ action: 'redemption-reversed', details: { amount: 12 } }), moneyIn('USD'))).toEqual(['+$12.00']);
    expect(detailPhrases(entry({ action: 'redeemed', details: { amount: 12 } }), moneyIn('USD'))).toEqual(['$12.00']);
    expect(detailPhrases(entry({ action: 'settings-changed', details: { changedFields: ['restaurantName', 'timeZone'] } }), moneyIn('USD'))).toEqual([
      'changed business name, time zone',
    ]);
  });

  it("names the card's holder until an erasure removes them", () => {
    expect(holder(entry({ customer: { name: 'Rita Redeemer', email: 'rita@example.com' } }))).toBe('Rita Redeemer (rita@example.com)');
    expect(holder(entry({ customer: { name: null, email: null } }))).toBe('');
    expect(holder(entry({}))).toBe('');
  });
});
