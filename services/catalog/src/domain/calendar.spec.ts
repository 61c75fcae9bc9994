import { isExpired, todayAnywhereOnEarth } from './calendar';

describe('expiration', () => {
  it('counts a day as past only once it has ended everywhere (UTC−12)', () => {
    expect(todayAnywhereOnEarth(new Date('2030-06-15T11:59:00Z'))).toBe('2030-06-14');
    expect(todayAnywhereOnEarth(new Date('2030-06-15T12:00:00Z'))).toBe('2030-06-15');
    expect(isExpired('2030-06-14', new Date('2030-06-15T11:59:00Z'))).toBe(false);
    expect(isExpired('2030-06-14', new Date('2030-06-15T12:00:00Z'))).toBe(true);
  });
});
