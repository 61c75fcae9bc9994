import { describeDeliveryTime, isScheduled, parseDeliverAt, refuseAfterExpiry, zonedWallTimeToInstant } from './gift-delivery';

describe('gift delivery times', () => {
  it('turns a wall time in a zone into the instant, with the offset of that day (daylight saving included)', () => {
    // Daylight time began in New York on Sunday 8 March 2026: 9:00 the next day is 13:00Z, not 14:00Z.
    expect(zonedWallTimeToInstant('2026-03-09', '09:00', 'America/New_York')).toBe('2026-03-09T09:00:00-04:00');
    expect(new Date(zonedWallTimeToInstant('2026-03-09', '09:00', 'America/New_York')).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(zonedWallTimeToInstant('2026-03-07', '09:00', 'America/New_York')).toBe('2026-03-07T09:00:00-05:00');
    expect(zonedWallTimeToInstant('2026-07-01', '18:30', 'Europe/Paris')).toBe('2026-07-01T18:30:00+02:00');
    expect(zonedWallTimeToInstant('2026-07-01', '18:30', 'UTC')).toBe('2026-07-01T18:30:00+00:00');
  });

  it('moves a wall time skipped by spring forward past the gap, and takes the first of a repeated one', () => {
    expect(zonedWallTimeToInstant('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(zonedWallTimeToInstant('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
  });

  it('accepts ISO 8601 with an offset only, and real calendar dates', () => {
    expect(parseDeliverAt('2026-03-09T09:00:00-04:00')?.at.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(parseDeliverAt('2026-03-09T13:00Z')?.text).toBe('2026-03-09T13:00Z');
    for (const bad of ['2026-03-09T09:00:00', '2026-03-09', 'tomorrow', '2026-02-30T09:00:00Z', 42, null]) expect(parseDeliverAt(bad)).toBeNull();
  });

  it("arrives in time until its card's last day has ended everywhere on Earth (noon UTC the day after)", () => {
    expect(refuseAfterExpiry('2026-06-30T23:30:00-10:00', '2026-06-30')).toBeNull();
    expect(refuseAfterExpiry('2026-07-01T11:59:00Z', '2026-06-30')).toBeNull();
    expect(refuseAfterExpiry('2026-07-01T12:00:00Z', '2026-06-30')).toBe('This card is valid through 2026-06-30: schedule the gift for that day or earlier');
    // 1 July in Kiribati while 30 June goes on elsewhere.
    expect(refuseAfterExpiry('2026-07-01T20:00:00+14:00', '2026-06-30')).toBeNull();
  });

  it('is scheduled only when ahead of now', () => {
    const now = new Date('2026-03-09T12:00:00Z');
    expect(isScheduled('2026-03-09T09:00:00-04:00', now)).toBe(true);
    expect(isScheduled('2026-03-09T07:00:00-04:00', now)).toBe(false);
    expect(isScheduled(undefined, now)).toBe(false);
  });

  it('says when in the chosen zone', () => {
    expect(describeDeliveryTime('2026-03-09T09:00:00-04:00', 'America/New_York')).toBe('Monday, March 9, 2026 at 9:00 AM EDT');
    expect(describeDeliveryTime('2026-03-09T13:00:00Z', 'Europe/London')).toBe('Monday, March 9, 2026 at 1:00 PM GMT');
  });
});
