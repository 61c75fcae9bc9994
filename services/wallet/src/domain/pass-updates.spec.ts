import { changedSince, httpDate, unchangedSince, updateRetryDelayMs } from './pass-updates';

describe('when a device needs a pass again', () => {
  const lastChange = new Date('2030-03-01T10:00:05.000Z');

  it('is not modified for a copy of that second or later, and is for an older copy, no header or an unreadable one', () => {
    expect(httpDate(lastChange)).toBe('Fri, 01 Mar 2030 10:00:05 GMT');
    expect(unchangedSince(lastChange, 'Fri, 01 Mar 2030 10:00:05 GMT')).toBe(true);
    expect(unchangedSince(new Date('2030-03-01T10:00:05.900Z'), 'Fri, 01 Mar 2030 10:00:05 GMT')).toBe(true);
    expect(unchangedSince(lastChange, 'Fri, 01 Mar 2030 10:00:06 GMT')).toBe(true);
    expect(unchangedSince(lastChange, 'Fri, 01 Mar 2030 10:00:04 GMT')).toBe(false);
    expect(unchangedSince(lastChange, undefined)).toBe(false);
    expect(unchangedSince(lastChange, 'yesterday')).toBe(false);
  });

  it('lists the passes changed after the tag, with the highest tag of all; none changed is null; no tag lists all', () => {
    const passes = [
      { serial: 'A', tag: 0 },
      { serial: 'B', tag: 7 },
      { serial: 'C', tag: 12 },
    ];
    expect(changedSince(passes, '7')).toEqual({ changed: [{ serial: 'C', tag: 12 }], lastUpdated: '12' });
    expect(changedSince(passes, '12')).toBeNull();
    expect(changedSince(passes, undefined)).toEqual({ changed: passes, lastUpdated: '12' });
    expect(changedSince(passes, 'not-a-tag')).toEqual({ changed: passes, lastUpdated: '12' });
    expect(changedSince([], undefined)).toBeNull();
  });
});

describe("when a card's failed pass update is tried again", () => {
  it('waits a second after the first failure, twice as long after each next, and never more than an hour', () => {
    expect([1, 2, 3, 4].map(updateRetryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(updateRetryDelayMs(12)).toBe(2_048_000);
    expect(updateRetryDelayMs(13)).toBe(3_600_000);
    expect(updateRetryDelayMs(500)).toBe(3_600_000);
  });
});
