import { isPurchasePhone } from './orders.js';

describe('isPurchasePhone (spec §5: (XXX) XXX-XXXX or 10 to 11 digits)', () => {
  it.each(['(206) 555-0123', '2065550123', '12065550123', ' (206) 555-0123 '])('accepts %p', (phone) => {
    expect(isPurchasePhone(phone)).toBe(true);
  });

  it.each(['', '(206) 555-012', '206555012', '120655501234', '206-555-0123', '(206)555-0123', 'phone 2065550123'])('refuses %p', (phone) => {
    expect(isPurchasePhone(phone)).toBe(false);
  });
});
