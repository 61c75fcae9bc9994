/**
 * Code 128 (code set B), as a Square terminal's scanner reads the number of a card at the Square Point of Sale:
 * bar and space widths in modules, for an SVG in the browser, an email or a wallet pass.
 */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const STOP = 106;
/** The blank margin a scanner needs on each side, in modules. */
export const CODE128_QUIET_MODULES = 10;

export interface Code128 {
  /** Each bar: where it starts and how wide it is, in modules from the left edge (quiet zone included). */
  bars: { x: number; width: number }[];
  /** The whole symbol's width in modules, quiet zones included. */
  modules: number;
}

/** The symbol of `text` (printable ASCII) in code set B with its check symbol; throws on any other character. */
export function code128(text: string): Code128 {
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 set B cannot carry ${JSON.stringify(char)}`);
    return code - 32;
  });
  const check = values.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  const bars: Code128['bars'] = [];
  let x = CODE128_QUIET_MODULES;
  for (const symbol of [START_B, ...values, check, STOP]) {
    [...PATTERNS[symbol]].forEach((width, i) => {
      // Elements alternate bar, space, bar… from the first.
      if (i % 2 === 0) bars.push({ x, width: Number(width) });
      x += Number(width);
    });
  }
  return { bars, modules: x + CODE128_QUIET_MODULES };
}
