import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sourceFiles } from './source-files';

/**
 * What the services answer a person with comes from a catalog (proto's `defineCatalog`, English the spec's words,
 * Spanish and French beside it), so the admin app and the public pages can show it in their language (decision 0098).
 * This finds an error built with its message written in place: a string or template literal given to DomainError,
 * NotFoundError, ValidationError's fields or one of Nest's HTTP exceptions, or a sentence kept in a constant, in the
 * server's own code.
 */
const FOLDERS = ['gateway/src', 'platform/src', 'services'];
const LITERAL = String.raw`\s*(?:'[^']*'|\x60[^\x60]*\x60|"[^"]*")`;
const ERRORS = [
  // new DomainError('CODE', 'message'): the code may be a literal, the message may not.
  new RegExp(String.raw`new DomainError\(\s*[^,()]+,${LITERAL}`, 'g'),
  new RegExp(String.raw`new NotFoundError\(${LITERAL}`, 'g'),
  // A field's message; a computed key (`[a ? 'x' : 'y']:`) is not one.
  new RegExp(String.raw`new ValidationError\(\s*\{(?:[^{}]*?,)?\s*[\w$]+\s*:${LITERAL}`, 'g'),
  new RegExp(String.raw`new \w+Exception\(${LITERAL}`, 'g'),
];

/**
 * A sentence kept in a constant of its own (`const NOT_FOUND = 'Location not found';`): three words or more. Not in the
 * gateway, whose constants of that kind are the OpenAPI description's words, for developers.
 */
const SENTENCE_CONSTANT = /^\s*(?:export )?const [A-Z][A-Z0-9_]* = (['"\x60])[A-Z]\S* \S+ [^'"\x60]*\1;/gm;

describe('the server’s messages', () => {
  it('come from catalogs, never written where an error is made', () => {
    const found: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(folder, /test-support\.ts$/)) {
        const text = readFileSync(join(ROOT, file), 'utf8');
        for (const pattern of folder === 'gateway/src' ? ERRORS : [...ERRORS, SENTENCE_CONSTANT]) {
          for (const match of text.matchAll(pattern)) {
            found.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});
