import { checkRecipients, CORPORATE_MESSAGES, corporateOrderState, csvRows, parseRecipientsCsv } from './corporate-orders';

describe('corporate order recipients', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and leaves blank lines out', () => {
    expect(csvRows('\uFEFFname,email\r\n"Doe, Jane",jane@example.com\n\n"Say ""hi""\nthere",x@example.com\n')).toEqual([
      ['name', 'email'],
      ['Doe, Jane', 'jane@example.com'],
      ['Say "hi"\nthere', 'x@example.com'],
    ]);
  });

  it('takes the header in any order and case, normalizes emails, and numbers bad rows from 1 after the header', () => {
    const parsed = parseRecipientsCsv('Email,Name\n Ana@Example.com ,Ana\nbob@,Bob\ncy@example.com,');
    expect(parsed.recipients).toEqual([{ name: 'Ana', email: 'ana@example.com' }]);
    expect(parsed.errors).toEqual([
      { row: 2, message: 'Row 2: "bob@" is not an email address.' },
      { row: 3, message: 'Row 3: the name is missing.' },
    ]);
  });

  it('refuses a file without the header, or with no rows under it', () => {
    expect(parseRecipientsCsv('ana,ana@example.com').errors).toEqual([{ row: 0, message: 'The first line of the CSV must be the header "name,email".' }]);
    expect(parseRecipientsCsv('name,email\n\n').errors[0].message).toContain('The CSV has no recipients');
    expect(parseRecipientsCsv('').errors[0].message).toContain('The CSV has no recipients');
  });

  it('refuses more than 500 rows', () => {
    const rows = Array.from({ length: 501 }, (_, i) => ({ name: `P${i}`, email: `p${i}@example.com` }));
    expect(checkRecipients(rows).errors).toEqual([{ row: 0, message: 'A batch holds at most 500 cards. This CSV has 501.' }]);
  });

  it('is waiting until confirmed or approved, then issuing until every card exists, then emailing named cards until each was sent or failed', () => {
    const batch = { status: 'confirmed' as const, named: true, cardCount: 3, issued: 3, emailed: 2, failed: 0 };
    expect(corporateOrderState({ ...batch, status: 'awaiting-confirmation', issued: 0 })).toBe('awaiting-confirmation');
    expect(corporateOrderState({ ...batch, status: 'awaiting-approval', issued: 0 })).toBe('awaiting-approval');
    expect(corporateOrderState({ ...batch, issued: 2 })).toBe('issuing');
    expect(corporateOrderState(batch)).toBe('emailing');
    expect(corporateOrderState({ ...batch, failed: 1 })).toBe('done');
    expect(corporateOrderState({ ...batch, named: false, emailed: 0 })).toBe('done');
  });
});

describe("the super admin's daily cap", () => {
  it("names its bounds in the business's currency", () => {
    expect(CORPORATE_MESSAGES.capInvalid('JPY')).toBe("Enter a daily limit in the business's currency, from ¥0 to ¥1,000,000,000.");
    expect(CORPORATE_MESSAGES.capInvalid('EUR')).toBe("Enter a daily limit in the business's currency, from €0.00 to €10,000,000.00.");
  });
});
