import type { Logger } from 'drizzle-orm';

type StatementListener = (text: string) => void;

const listeners = new Set<StatementListener>();

/**
 * Calls `listener` with the text of every statement this process sends to a database, through Drizzle or
 * {@link runSql}, until the returned function is called: how a test counts the statements a batch of work made.
 */
export function watchStatements(listener: StatementListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportStatement(text: string): void {
  for (const listener of listeners) listener(text);
}

/** Drizzle's query log, given to every database this kit opens; it only reports to the watchers above. */
export const statementLog: Logger = { logQuery: (text) => reportStatement(text) };
