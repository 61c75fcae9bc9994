import { describe, expect, it } from '@jest/globals';
import { homeOf, mayDo, mayOpen, NAV_ORDER, navFor } from './staff-access';

describe('what each role sees and may open (decision 0077)', () => {
  it('shows an owner every entry of the sidebar', () => {
    expect(navFor('owner')).toEqual(NAV_ORDER);
  });

  it('shows a manager the catalog, orders, customers, reports and the counter, not the team or corporate orders', () => {
    expect(navFor('manager')).toEqual(['dashboard', 'giftCards', 'orders', 'customers', 'promotions', 'reports', 'settings', 'redeem']);
  });

  it('shows a clerk the counter, and their own settings for their password', () => {
    expect(navFor('clerk')).toEqual(['settings', 'redeem']);
  });

  it('opens a screen to its least role and the roles above it', () => {
    expect(mayOpen('clerk', 'orders')).toBe(false);
    expect(mayOpen('manager', 'customers')).toBe(true);
    expect(mayOpen('manager', 'team')).toBe(false);
    expect(mayOpen('owner', 'team')).toBe(true);
    expect(mayOpen('clerk', 'redeem')).toBe(true);
  });

  it('keeps erasing customers and the business settings to the owner, and after-sale actions from the clerk', () => {
    expect([mayDo('manager', 'eraseCustomer'), mayDo('owner', 'eraseCustomer')]).toEqual([false, true]);
    expect([mayDo('manager', 'businessSettings'), mayDo('owner', 'businessSettings')]).toEqual([false, true]);
    expect([mayDo('clerk', 'cardActions'), mayDo('manager', 'cardActions')]).toEqual([false, true]);
  });

  it('sends a clerk home to the counter and everyone else to the dashboard', () => {
    expect(homeOf('clerk')).toBe('/redeem');
    expect(homeOf('manager')).toBe('/dashboard');
    expect(homeOf('owner')).toBe('/dashboard');
  });
});
