import { describeWindow, parseRedemptionWindow, REDEMPTION_WINDOW_MESSAGES, windowRefusal, type RedemptionWindow } from './redemption-window';

const lunch: RedemptionWindow = { days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', blackoutDates: ['2026-12-25'] };
const NEW_YORK = 'America/New_York';

describe('parseRedemptionWindow', () => {
  it('reads days as numbers or names, JSON text, and fills an all-day window', () => {
    expect(parseRedemptionWindow('{"days":["mon","Tuesday",3,"4","fri"],"from":"11:00","to":"14:00","blackoutDates":["2026-12-25"]}')).toEqual({ window: lunch });
    expect(parseRedemptionWindow({ days: ['sat', 'sun'] })).toEqual({ window: { days: [0, 6], from: '00:00', to: '24:00', blackoutDates: [] } });
  });

  it('reads none as null', () => {
    for (const none of [undefined, null, '', 'null']) expect(parseRedemptionWindow(none)).toEqual({ window: null });
  });

  it('refuses what is not a window, with the reason', () => {
    expect(parseRedemptionWindow('{days')).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.invalid });
    expect(parseRedemptionWindow({ days: [] })).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.days });
    expect(parseRedemptionWindow({ days: [7] })).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.days });
    expect(parseRedemptionWindow({ days: ['funday'] })).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.days });
    expect(parseRedemptionWindow({ days: [1], from: '11', to: '14:00' })).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.time });
    expect(parseRedemptionWindow({ days: [1], from: '11:00', to: '24:30' })).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.time });
    expect(parseRedemptionWindow({ days: [1], from: '22:00', to: '02:00' })).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.order });
    expect(parseRedemptionWindow({ days: [1], blackoutDates: ['2026-02-30'] })).toEqual({ error: REDEMPTION_WINDOW_MESSAGES.blackout });
  });
});

describe('describeWindow', () => {
  it('says the days, hours and blackout dates in words', () => {
    expect(describeWindow(lunch)).toBe('Mon–Fri, 11:00–14:00; not on Dec 25, 2026');
    expect(describeWindow({ days: [0, 6], from: '00:00', to: '24:00', blackoutDates: [] })).toBe('Sat, Sun');
    expect(describeWindow({ days: [0, 1, 2, 3, 4, 5, 6], from: '17:00', to: '24:00', blackoutDates: ['2027-01-01', '2026-12-31'].sort() })).toBe('every day, 17:00–24:00; not on Dec 31, 2026, Jan 1, 2027');
    expect(describeWindow({ days: [0, 1, 3, 5, 6], from: '00:00', to: '24:00', blackoutDates: [] })).toBe('Mon, Wed, Fri–Sun');
  });
});

describe('windowRefusal', () => {
  it('lets a card without a window be redeemed at any time', () => {
    expect(windowRefusal(null, new Date('2026-12-25T03:00:00Z'), NEW_YORK)).toBeNull();
  });

  it('counts days and hours in the business’s time zone', () => {
    // Wednesday Dec 2, 2026, 11:30 in New York (UTC−5) is 16:30 UTC.
    expect(windowRefusal(lunch, new Date('2026-12-02T16:30:00Z'), NEW_YORK)).toBeNull();
    expect(windowRefusal(lunch, new Date('2026-12-02T15:59:00Z'), NEW_YORK)).toBe('This card can be redeemed Mon–Fri, 11:00–14:00 only.');
    expect(windowRefusal(lunch, new Date('2026-12-02T19:00:00Z'), NEW_YORK)).toBe('This card can be redeemed Mon–Fri, 11:00–14:00 only.');
    // Saturday Dec 5 at noon.
    expect(windowRefusal(lunch, new Date('2026-12-05T17:00:00Z'), NEW_YORK)).toBe('This card can be redeemed Mon–Fri, 11:00–14:00 only.');
    // Friday Dec 4, 23:30 in New York is already Saturday in UTC: it counts as Friday, outside the hours.
    expect(windowRefusal({ ...lunch, to: '24:00' }, new Date('2026-12-05T04:30:00Z'), NEW_YORK)).toBeNull();
  });

  it('follows the zone’s clock on a day daylight saving time starts', () => {
    // Sunday March 8, 2026: New York springs forward at 02:00 to UTC−4; 15:30 UTC is 11:30 there (10:30 the day before's offset).
    const sunday = { days: [0], from: '11:00', to: '14:00', blackoutDates: [] };
    expect(windowRefusal(sunday, new Date('2026-03-08T15:30:00Z'), NEW_YORK)).toBeNull();
    expect(windowRefusal(sunday, new Date('2026-03-08T14:30:00Z'), NEW_YORK)).toBe('This card can be redeemed Sun, 11:00–14:00 only.');
    expect(windowRefusal(sunday, new Date('2026-03-08T17:59:00Z'), NEW_YORK)).toBeNull();
    expect(windowRefusal(sunday, new Date('2026-03-08T18:00:00Z'), NEW_YORK)).not.toBeNull();
  });

  it('refuses a blackout date, by the business’s calendar', () => {
    // Friday Dec 25, 2026 at noon in New York.
    expect(windowRefusal(lunch, new Date('2026-12-25T17:00:00Z'), NEW_YORK)).toBe('This card cannot be redeemed on Dec 25, 2026. It can be redeemed Mon–Fri, 11:00–14:00.');
    // 03:00 UTC on Dec 25 is still Dec 24 (22:00) in New York, but noon of Dec 25 in Tokyo.
    expect(windowRefusal({ ...lunch, from: '00:00', to: '24:00' }, new Date('2026-12-25T03:00:00Z'), NEW_YORK)).toBeNull();
    expect(windowRefusal({ ...lunch, from: '00:00', to: '24:00' }, new Date('2026-12-25T03:00:00Z'), 'Asia/Tokyo')).toMatch(/^This card cannot be redeemed on Dec 25, 2026/);
  });
});
