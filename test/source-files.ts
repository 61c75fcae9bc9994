import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, which the paths below are relative to. */
export const ROOT = join(import.meta.dirname, '..');

/**
 * The platform's own source files under `folder` (relative to the root), not its specs, declarations, builds or
 * generated migrations; `extraSkip` names further files to pass over.
 */
export function* sourceFiles(folder: string, extraSkip?: RegExp): Generator<string> {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'drizzle'].includes(entry.name)) yield* sourceFiles(path, extraSkip);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(int-)?spec\.tsx?$|\.d\.ts$/.test(entry.name) && !extraSkip?.test(entry.name)) {
      yield path;
    }
  }
}
