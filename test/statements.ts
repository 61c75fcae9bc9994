import { watchStatements } from '@gv/platform';

/** Records the text of each statement matching `pattern` sent to a database while `during` runs: how many a batch of work made. */
export async function statementsDuring<T>(pattern: RegExp, during: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = watchStatements((text) => {
    if (pattern.test(text)) statements.push(text);
  });
  try {
    return { result: await during(), statements };
  } finally {
    stop();
  }
}
