import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sourceFiles } from './source-files';

/**
 * Money is an integer count of its currency's minor units, and only proto's money module turns it into major units
 * and back (a yen has no minor unit: ¥5,000 is 5000, not 500000). This finds `/ 100` and `* 100` beside money in the
 * platform's own code anywhere else. A percent of an amount (a bonus, a discount, a state's share) is not a unit change.
 */
const FOLDERS = ['proto/src', 'platform/src', 'gateway/src', 'services', 'web/src', 'deploy/launcher/src'];
const MONEY_MODULE = 'proto/src/money.ts';
const HUNDRED = /[/*]\s*100\b|\b100\s*\*/;
const MONEY = /(?<!per)cents?\b|amount|price|dollars?\b|balance|budget|money|cash/i;
const PERCENT = /[Pp]ercent|[Ss]hare\b|[Rr]ate\b|[Rr]ate[A-Z]/;

describe('money arithmetic', () => {
  it('changes units (cents ↔ dollars) only in the money module', () => {
    const found: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(folder)) {
        if (file === MONEY_MODULE) continue;
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            const code = line.replace(/\/\/.*$|\/\*.*?(\*\/|$)|^\s*\*.*$/g, '');
            if (HUNDRED.test(code) && MONEY.test(code) && !PERCENT.test(code)) found.push(`${file}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
