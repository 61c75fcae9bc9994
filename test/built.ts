import { existsSync } from 'node:fs';

/**
 * Fails the suite that calls it, when it is loaded, unless each file is there: suites that run the built launcher, web
 * app or emulator fail rather than skip on a checkout that was not built (`npm test` builds before it tests).
 */
export function requireBuilt(...files: (string | URL)[]): void {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`${missing.join(', ')} missing: run \`npm run build\` before these tests (npm test does)`);
}
