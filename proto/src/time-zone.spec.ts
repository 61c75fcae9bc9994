import { canonicalTimeZone } from './time-zone';

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
