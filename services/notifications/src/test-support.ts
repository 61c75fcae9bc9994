/** Intl writes a no-break space before € and in dates: read as plain spaces. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Expects `text` to contain each of `parts`, naming the first one missing. */
export function expectToContainAll(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text).toContain(part);
}

/** Expects the email's subject, and each of `lines` in its text, both read with plain spaces. */
export function expectPlainEmail(email: { subject: string; text: string }, subject: string, lines: readonly string[]): void {
  expect(plain(email.subject)).toBe(subject);
  expectToContainAll(plain(email.text), lines);
}
