import { canonicalTimeZone, timeZoneOfAddress } from './time-zone';

describe('business time zones', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['UTC', 'UTC'],
    ['Etc/UTC', 'UTC'],
    ['US/Eastern', 'America/New_York'],
    ['america/chicago', 'America/Chicago'],
    ['Pacific/Kiritimati', 'Pacific/Kiritimati'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('%p is the zone %p', (input, zone) => {
    expect(canonicalTimeZone(input)).toBe(zone);
  });

  it.each([['Mars/Olympus_Mons'], ['+05:00'], ['-0500'], [' UTC'], ['America/New York'], [''], ['Europe/' + 'X'.repeat(80)], [null], [5], [{}]])(
    '%p is not a zone',
    (input) => {
      expect(canonicalTimeZone(input)).toBeNull();
    },
  );
});

describe('a new business’s time zone from its address', () => {
  it.each([
    ['IL', 'America/Chicago'],
    ['ny', 'America/New_York'],
    ['California', 'America/Los_Angeles'],
    [' new  york ', 'America/New_York'],
    ['Ariz.', 'UTC'],
    ['AZ', 'America/Phoenix'],
    ['HI', 'Pacific/Honolulu'],
    ['', 'UTC'],
    ['Bavaria', 'UTC'],
  ])('state %p starts in %p', (state, zone) => {
    expect(timeZoneOfAddress({ state })).toBe(zone);
  });

  it('names only zones the runtime knows, under their canonical names', () => {
    for (const state of ['AL', 'AK', 'AZ', 'IN', 'MI', 'ID', 'PR', 'VI', 'GU', 'AS', 'MP']) {
      const zone = timeZoneOfAddress({ state });
      expect(canonicalTimeZone(zone)).toBe(zone);
    }
  });
});
