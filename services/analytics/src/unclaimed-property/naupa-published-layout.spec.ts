import { naupaFile } from './naupa-file';
import { HOLDER } from './naupa-test-support';

/**
 * The holder report read against the NAUPA Standard Electronic File Format (NAUPA II) as written out here, apart from
 * the writer's own table. Checked against the published text (decision 0095): records of 625 bytes, the TR-CODE in
 * the first; CR LF after each; plain ASCII without control characters; numeric fields (N) right-justified and
 * zero-filled with the decimal point assumed, character fields (C) left-justified and space-filled; MS12, unredeemed
 * gift certificates. The positions are the record formats' as recalled, not checked against the published text.
 */
const RECORD_LENGTH = 625;
type Field = readonly [name: string, start: number, length: number, type: 'N' | 'C'];

const HOLDER_RECORD: readonly Field[] = [
  ['TR-CODE', 1, 1, 'N'],
  ['TAX-ID', 2, 9, 'C'],
  ['TAX-ID-EXT', 11, 4, 'C'],
  ['REPORT-YEAR', 15, 4, 'N'],
  ['REPORT-NUMBER', 19, 2, 'N'],
  ['SIC-CODE', 21, 4, 'N'],
  ['INCORPORATE-STATE', 25, 2, 'C'],
  ['INCORPORATE-DATE', 27, 8, 'N'],
  ['NAME', 35, 40, 'C'],
  ['CITY', 75, 30, 'C'],
  ['COUNTY', 105, 20, 'C'],
  ['STATE', 125, 2, 'C'],
  ['CONTACT', 127, 40, 'C'],
  ['CONTACT-ADDRESS-1', 167, 30, 'C'],
  ['CONTACT-ADDRESS-2', 197, 30, 'C'],
  ['CONTACT-CITY', 227, 30, 'C'],
  ['CONTACT-COUNTY', 257, 20, 'C'],
  ['CONTACT-STATE', 277, 2, 'C'],
  ['CONTACT-ZIP', 279, 9, 'C'],
  ['CONTACT-COUNTRY', 288, 3, 'C'],
  ['CONTACT-PHONE', 291, 10, 'N'],
];
const PROPERTY_RECORD: readonly Field[] = [
  ['TR-CODE', 1, 1, 'N'],
  ['SEQUENCE-NUMBER', 2, 6, 'N'],
];
const SUMMARY_RECORD: readonly Field[] = [
  ['TR-CODE', 1, 1, 'N'],
  ['NUMBER-OF-PROPERTIES', 2, 6, 'N'],
  ['AMOUNT-REPORTED', 8, 12, 'N'],
];
const RECORDS: Record<string, readonly Field[]> = { '1': HOLDER_RECORD, '2': PROPERTY_RECORD, '9': SUMMARY_RECORD };

/** Each record's fields by the layout of its TR-CODE, and what breaks the standard's rules (none: an empty list). */
function readReport(content: string) {
  const problems: string[] = [];
  if (!content.endsWith('\r\n')) problems.push('the last record does not end with CR LF');
  const lines = content.replace(/\r\n$/, '').split('\r\n');
  const records = lines.map((line, index) => {
    const at = `record ${index + 1}`;
    if (line.length !== RECORD_LENGTH) problems.push(`${at} is ${line.length} bytes, not ${RECORD_LENGTH}`);
    if (!/^[\x20-\x7E]*$/.test(line)) problems.push(`${at} holds a character that is not plain ASCII`);
    const layout = RECORDS[line[0]];
    if (!layout) problems.push(`${at} has TR-CODE ${line[0]}`);
    const fields: Record<string, string> = {};
    for (const [name, start, length, type] of layout ?? []) {
      const text = line.slice(start - 1, start - 1 + length);
      fields[name] = text;
      if (type === 'N' && !/^\d+$/.test(text)) problems.push(`${at}: ${name} is numeric and must be zero-filled digits, not "${text}"`);
      if (type === 'C' && /^ +\S/.test(text)) problems.push(`${at}: ${name} must be left-justified, not "${text}"`);
    }
    return { line, fields };
  });
  const types = records.map(({ line }) => line[0]).join('');
  if (!/^12*9$/.test(types)) problems.push(`records come as ${types}, not a holder, its properties and a summary`);
  return { records, problems };
}

describe('the holder report against the published NAUPA II format', () => {
  const quietSince = '2021-11-27';
  const cards = [
    { cardId: 'c2d4b1a0-0000-4000-8000-000000000001', owner: 'José Núñez', paidCents: 4_500, reportedCents: 4_500, quietSince, lastActiveOn: '2020-03-04' },
    { cardId: 'c2d4b1a0-0000-4000-8000-000000000002', owner: 'Bo Li', paidCents: 2_084, reportedCents: 1_250, quietSince, lastActiveOn: '2019-12-31' },
  ];
  const content = naupaFile(HOLDER, 'NY', cards, '2026-11-27');

  it('keeps to the record length, the line ends, the character set and the fill of every field', () => {
    expect(readReport(content).problems).toEqual([]);
  });

  it('puts the holder in the holder record’s fields', () => {
    const [{ fields }] = readReport(content).records;
    expect(fields).toMatchObject({ 'TAX-ID': '123456789', 'REPORT-YEAR': '2026', 'REPORT-NUMBER': '01', STATE: 'NY', 'CONTACT-STATE': 'NY' });
    expect(fields.NAME.trimEnd()).toBe('CORNER BAKERY LLC');
    expect(fields.CITY.trimEnd()).toBe('ALBANY');
    expect(fields.CONTACT.trimEnd()).toBe('ANN OWNER');
    expect(fields['CONTACT-ADDRESS-1'].trimEnd()).toBe('1 MAIN ST');
    expect(fields['CONTACT-ZIP']).toBe('12207    ');
    expect(fields['CONTACT-COUNTRY']).toBe('USA');
    expect(fields['CONTACT-PHONE']).toBe('5185550100');
  });

  it('reports each card as an unredeemed gift certificate, in cents with the point assumed, its last activity as CCYYMMDD', () => {
    const properties = readReport(content).records.slice(1, -1);
    expect(properties.map(({ fields }) => fields['SEQUENCE-NUMBER'])).toEqual(['000001', '000002']);
    for (const [index, { line }] of properties.entries()) {
      expect(line).toContain('MS12');
      expect(line).toContain(String(cards[index].reportedCents).padStart(10, '0'));
      expect(line).toContain(cards[index].lastActiveOn.replace(/-/g, ''));
      expect(line).not.toContain('.');
      expect(line).not.toContain(cards[index].lastActiveOn);
    }
  });

  it('sums the properties in the summary record', () => {
    const summary = readReport(content).records.at(-1)!;
    expect(summary.fields).toEqual({ 'TR-CODE': '9', 'NUMBER-OF-PROPERTIES': '000002', 'AMOUNT-REPORTED': '000000005750' });
  });

  it('finds a record that breaks the format', () => {
    const [first, ...rest] = content.split('\r\n');
    const shifted = [` ${first.slice(0, -1)}`, ...rest].join('\r\n');
    expect(readReport(shifted).problems).toContain('record 1 has TR-CODE  ');
    expect(readReport(content.replace('CORNER', ' CORNE')).problems).toContain(`record 1: NAME must be left-justified, not "${' CORNE BAKERY LLC'.padEnd(40)}"`);
    expect(readReport(content.replace('5185550100', '518555010 ')).problems).toHaveLength(1);
    expect(readReport(content.slice(0, -2)).problems).toEqual(['the last record does not end with CR LF']);
  });
});
