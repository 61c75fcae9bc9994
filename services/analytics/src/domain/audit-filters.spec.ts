import { dayStartIn, nextDay, parseAuditFilters } from './audit-filters';

describe('the audit trail filters', () => {
  const admin = '6f1c2a8e-3b1d-4c55-9a0e-2b7d9c4e1f00';

  it('take a person, an action, a range of real days and a cursor; empty ones filter nothing', () => {
    expect(parseAuditFilters({ person: admin, action: 'refunded', from: '2026-03-01', to: '2026-03-31', cursor: admin })).toEqual({
      person: admin,
      action: 'refunded',
      from: '2026-03-01',
      to: '2026-03-31',
      cursor: admin,
    });
    expect(parseAuditFilters({ person: '', action: '', from: '', to: '', cursor: '' })).toEqual({});
    expect(parseAuditFilters({ from: '2026-03-01' })).toEqual({ from: '2026-03-01' });
  });

  it.each([
    [{ person: 'everyone' }, 'Choose a person from the list.'],
    [{ action: 'deleted-everything' }, 'Choose an action from the list.'],
    [{ from: '2026-02-30' }, 'Enter a day as YYYY-MM-DD.'],
    [{ to: '2026-03-01T00:00:00Z' }, 'Enter a day as YYYY-MM-DD.'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'The first day must be on or before the last.'],
    [{ cursor: "1' or '1'='1" }, 'This page link is no longer valid: start again from the first page.'],
  ])('refuse %j', (request, message) => {
    expect(() => parseAuditFilters(request)).toThrow(message);
  });
});

describe('a day in a time zone', () => {
  it('begins at its local midnight, across changes of offset', () => {
    expect(dayStartIn('2026-07-04', 'UTC')).toBe('2026-07-04T00:00:00.000Z');
    expect(dayStartIn('2026-07-04', 'America/Chicago')).toBe('2026-07-04T05:00:00.000Z');
    expect(dayStartIn('2026-01-15', 'America/Chicago')).toBe('2026-01-15T06:00:00.000Z');
    // The days clocks change: the day begins at the offset of its midnight.
    expect(dayStartIn('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(dayStartIn('2026-07-04', 'Asia/Kolkata')).toBe('2026-07-03T18:30:00.000Z');
  });

  it('is followed by the next calendar day', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
