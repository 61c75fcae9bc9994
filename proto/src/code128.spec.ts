import { code128, CODE128_QUIET_MODULES } from './code128';

/** The widths the symbol's bars and spaces alternate in, read back from its bars. */
function widthsOf(text: string): number[] {
  const { bars } = code128(text);
  const widths: number[] = [];
  bars.forEach((bar, i) => {
    if (i > 0) widths.push(bar.x - (bars[i - 1].x + bars[i - 1].width));
    widths.push(bar.width);
  });
  return widths;
}

describe('Code 128 for the number a Square terminal scans', () => {
  it('encodes start B, each character, the check symbol and stop', () => {
    // P J J 1 2 3 C are values 48 42 42 17 18 19 35; check (104 + 48·1 + 42·2 + … + 35·7) mod 103 = 55.
    const expected = ['211214', '313121', '112133', '112133', '123221', '223211', '221132', '131321', '311321', '2331112'];
    expect(widthsOf('PJJ123C').join('')).toBe(expected.join(''));
  });

  it('is 11 modules a character plus 35 for start, check, stop and 20 of quiet zone; refuses what set B cannot carry', () => {
    const { modules, bars } = code128('A1B2C3D4E5F6G7H8J9K0');
    expect(modules).toBe(20 * 11 + 11 + 11 + 13 + 2 * CODE128_QUIET_MODULES);
    expect(bars[0].x).toBe(CODE128_QUIET_MODULES);
    expect(() => code128('é')).toThrow('Code 128 set B cannot carry "é"');
  });
});
