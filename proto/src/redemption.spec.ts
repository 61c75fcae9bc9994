import { giftCardCodeFromScan } from './redemption';

const CODE = '0123456789ABCDEFGHJKMNPQRS';

describe('the code in a scanned QR', () => {
  it('takes the last path segment of the holder page link the emails encode', () => {
    expect(giftCardCodeFromScan(`https://vault.example.com/card/${CODE}`)).toBe(CODE);
    expect(giftCardCodeFromScan(`http://localhost:3000/card/${CODE}/`)).toBe(CODE);
    expect(giftCardCodeFromScan(`https://vault.example.com/card/${CODE}?utm_source=email#top`)).toBe(CODE);
  });

  it('accepts a bare code, typed in lower case, with spaces or dashes', () => {
    expect(giftCardCodeFromScan(CODE)).toBe(CODE);
    expect(giftCardCodeFromScan(` ${CODE.toLowerCase()} `)).toBe(CODE);
    expect(giftCardCodeFromScan('01234-56789-ABCDE-FGHJK-MNPQRS')).toBe(CODE);
  });

  it('refuses what is not a code: other text, wrong length, letters Crockford leaves out, a link without one', () => {
    expect(giftCardCodeFromScan('')).toBeNull();
    expect(giftCardCodeFromScan('hello world')).toBeNull();
    expect(giftCardCodeFromScan(CODE.slice(1))).toBeNull();
    expect(giftCardCodeFromScan(`${CODE.slice(1)}U`)).toBeNull();
    expect(giftCardCodeFromScan('https://vault.example.com/')).toBeNull();
    expect(giftCardCodeFromScan('https://vault.example.com/card/%E0%A4%A')).toBeNull();
  });
});
