import { naupaFile } from './naupa-file';
import { DORMANT_CARDS, HOLDER } from './naupa-test-support';

/**
 * The holder report read against the NAUPA Standard Electronic File Format (NAUPA II), apart from the writer's own
 * table (decision 0095). Positions, lengths and types (N/C) are those of the published record formats, appendix pages
 * 27-30 (Holder, Property) and 34 (Summary), read in the copy github.com/boblansdorp/NAUPA keeps as
 * unfd_CompleteListofNAUPACodes.pdf (the edition with the codes of 12/08/2010); every position below also agrees with
 * the independent writer in that repository (models/models.go, checked by its author against California's portal).
 * Codes from the same appendix: MS12 unredeemed gift certificates (also 20 NCAC 08 .0204), relationship SO sole owner
 * (also sovos.com/blog/trr/unclaimed-property-what-are-relationship-codes), owner type OT named, UN unknown (AG/AP
 * aggregate differs between editions, and is not written). Rules from its general pages 3-5 and 7-21: 625-byte
 * records, TR-CODE first; CR LF; plain ASCII; N right-justified and zero-filled, the point assumed; C left-justified.
 */
const RECORD_LENGTH = 625;
type Field = readonly [name: string, start: number, length: number, type: 'N' | 'C'];

const HOLDER_RECORD: readonly Field[] = [
  ['TR-CODE', 1, 1, 'N'],
  ['HOLDER-TAXID', 2, 9, 'N'],
  ['HOLDER-TAXID-EXT', 11, 4, 'N'],
  ['HOLDER-RPT-YEAR', 15, 4, 'C'],
  ['HOLDER-RPT-TYPE', 19, 1, 'C'],
  ['HOLDER-RPT-NUMBER', 20, 2, 'C'],
  ['HOLDER-RPT-FORMAT', 22, 1, 'C'],
  ['HOLDER-INCORPORATED-STATE', 27, 2, 'C'],
  ['HOLDER-NAME', 37, 40, 'C'],
  ['HOLDER-CITY', 77, 30, 'C'],
  ['HOLDER-STATE', 127, 2, 'C'],
  ['HOLDER-CONTACT1-NAME', 129, 40, 'C'],
  ['HOLDER-CONTACT1-ADDR1', 169, 30, 'C'],
  ['HOLDER-CONTACT1-CITY', 259, 30, 'C'],
  ['HOLDER-CONTACT1-STATE', 289, 2, 'C'],
  ['HOLDER-CONTACT1-ZIP', 291, 9, 'C'],
  ['HOLDER-CONTACT1-COUNTRY', 300, 3, 'C'],
  ['HOLDER-CONTACT1-TEL-AC', 303, 3, 'N'],
  ['HOLDER-CONTACT1-TEL-NBR', 306, 7, 'N'],
  ['HOLDER-CONTACT1-EMAIL', 317, 50, 'C'],
];
const PROPERTY_RECORD: readonly Field[] = [
  ['TR-CODE', 1, 1, 'N'],
  ['PROP-SEQUENCE-NUMBER', 2, 6, 'N'],
  ['PROP-OWNER-TYPE', 8, 1, 'C'],
  ['PROP-OWNER-NAME-LAST', 10, 40, 'C'],
  ['PROP-OWNER-NAME-FIRST', 50, 30, 'C'],
  ['PROP-OWNER-STATE', 256, 2, 'C'],
  ['PROP-OWNER-COUNTRY', 267, 3, 'C'],
  ['PROP-ST-TRANS-DATE-CCYY', 289, 4, 'N'],
  ['PROP-ST-TRANS-DATE-MM', 293, 2, 'N'],
  ['PROP-ST-TRANS-DATE-DD', 295, 2, 'N'],
  ['PROP-PROPERTY-TYPE', 305, 4, 'C'],
  ['PROP-AMOUNT-REPORTED', 309, 10, 'N'],
  ['PROP-DEDUCTION-AMOUNT', 321, 10, 'N'],
  ['PROP-AMOUNT-ADVERTISED', 331, 10, 'N'],
  ['PROP-ADDITION-AMOUNT', 343, 10, 'N'],
  ['PROP-DELETION-AMOUNT', 355, 10, 'N'],
  ['PROP-AMOUNT-REMITTED', 365, 10, 'N'],
  ['PROP-INTEREST-FLAG', 375, 1, 'C'],
  ['PROP-DESCRIPTION', 551, 50, 'C'],
  ['PROP-RELATIONSHIP-CODE', 601, 2, 'C'],
  ['PROP-OWNER-TYPE-CODE', 603, 2, 'C'],
];
const SUMMARY_RECORD: readonly Field[] = [
  ['TR-CODE', 1, 1, 'N'],
  ['SUMM-NBR-OF-RECORDS', 2, 6, 'N'],
  ['SUMM-NBR-OF-PROPERTIES', 8, 6, 'N'],
  ['SUMM-AMOUNT-REPORTED', 14, 12, 'N'],
  ['SUMM-DEDUCTION-AMOUNT', 26, 12, 'N'],
  ['SUMM-AMOUNT-ADVERTISED', 38, 12, 'N'],
  ['SUMM-ADDITION-AMOUNT', 50, 12, 'N'],
  ['SUMM-DELETION-AMOUNT', 62, 12, 'N'],
  ['SUMM-AMOUNT-REMITTED', 74, 12, 'N'],
  ['SUMM-NBR-OF-SHARES', 86, 14, 'N'],
  ['SUMM-SHARES-ADD', 100, 14, 'N'],
  ['SUMM-SHARES-DEL', 114, 14, 'N'],
  ['SUMM-SHARES-REMITTED', 128, 14, 'N'],
  ['SUMM-NEGATIVE-REPORT', 142, 1, 'C'],
  ['SUMM-SOFTWARE-VERSION', 143, 20, 'C'],
  ['SUMM-CREATOR', 163, 20, 'C'],
  ['SUMM-CREATOR-CONTACT', 183, 70, 'C'],
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
  const content = naupaFile(HOLDER, 'NY', DORMANT_CARDS, '2026-11-27');

  it('keeps to the record length, the line ends, the character set and the fill of every field', () => {
    expect(readReport(content).problems).toEqual([]);
  });

  it('puts the holder in the holder record’s fields: a remittance report, the first of its year, in the revised format', () => {
    const [{ fields }] = readReport(content).records;
    expect(fields).toMatchObject({
      'HOLDER-TAXID': '123456789',
      'HOLDER-TAXID-EXT': '0001',
      'HOLDER-RPT-YEAR': '2026',
      'HOLDER-RPT-TYPE': 'R',
      'HOLDER-RPT-NUMBER': '01',
      'HOLDER-RPT-FORMAT': 'R',
      'HOLDER-INCORPORATED-STATE': 'NY',
      'HOLDER-STATE': 'NY',
      'HOLDER-CONTACT1-STATE': 'NY',
      'HOLDER-CONTACT1-ZIP': '12207    ',
      'HOLDER-CONTACT1-COUNTRY': 'USA',
      'HOLDER-CONTACT1-TEL-AC': '518',
      'HOLDER-CONTACT1-TEL-NBR': '5550100',
    });
    const text = (name: string) => fields[name].trimEnd();
    expect(['HOLDER-NAME', 'HOLDER-CITY', 'HOLDER-CONTACT1-NAME', 'HOLDER-CONTACT1-ADDR1', 'HOLDER-CONTACT1-CITY', 'HOLDER-CONTACT1-EMAIL'].map(text)).toEqual([
      'CORNER BAKERY LLC',
      'ALBANY',
      'ANN OWNER',
      '1 MAIN ST',
      'ALBANY',
      'OWNER@EXAMPLE.COM',
    ]);
  });

  it('reports each card as an unredeemed gift certificate of its sole, named owner, remitted whole, in cents with the point assumed', () => {
    const properties = readReport(content).records.slice(1, -1);
    expect(properties.map(({ fields }) => [fields['PROP-SEQUENCE-NUMBER'], fields['PROP-OWNER-NAME-LAST'].trimEnd(), fields['PROP-OWNER-NAME-FIRST'].trimEnd()])).toEqual([
      ['000001', 'NUNEZ', 'JOSE'],
      ['000002', 'LI', 'BO'],
    ]);
    for (const [index, { fields }] of properties.entries()) {
      const cents = String(DORMANT_CARDS[index].reportedCents).padStart(10, '0');
      const [year, month, day] = DORMANT_CARDS[index].lastActiveOn.split('-');
      expect(fields).toMatchObject({
        'PROP-OWNER-TYPE': 'P',
        'PROP-OWNER-STATE': 'NY',
        'PROP-ST-TRANS-DATE-CCYY': year,
        'PROP-ST-TRANS-DATE-MM': month,
        'PROP-ST-TRANS-DATE-DD': day,
        'PROP-PROPERTY-TYPE': 'MS12',
        'PROP-AMOUNT-REPORTED': cents,
        'PROP-DEDUCTION-AMOUNT': '0000000000',
        'PROP-AMOUNT-ADVERTISED': cents,
        'PROP-AMOUNT-REMITTED': cents,
        'PROP-INTEREST-FLAG': 'N',
        'PROP-RELATIONSHIP-CODE': 'SO',
        'PROP-OWNER-TYPE-CODE': 'OT',
      });
      expect(fields['PROP-DESCRIPTION'].trimEnd()).toBe(`GIFT CARD ${DORMANT_CARDS[index].cardId.toUpperCase()}`);
    }
  });

  it('counts the records and sums the properties in the summary record', () => {
    const { fields } = readReport(content).records.at(-1)!;
    expect(fields).toMatchObject({
      'SUMM-NBR-OF-RECORDS': '000004',
      'SUMM-NBR-OF-PROPERTIES': '000002',
      'SUMM-AMOUNT-REPORTED': '000000005750',
      'SUMM-DEDUCTION-AMOUNT': '000000000000',
      'SUMM-AMOUNT-ADVERTISED': '000000005750',
      'SUMM-AMOUNT-REMITTED': '000000005750',
      'SUMM-NBR-OF-SHARES': '00000000000000',
      'SUMM-NEGATIVE-REPORT': ' ',
    });
    expect(['SUMM-SOFTWARE-VERSION', 'SUMM-CREATOR', 'SUMM-CREATOR-CONTACT'].every((name) => fields[name].trim() !== '')).toBe(true);
  });

  it('finds a record that breaks the format', () => {
    const [first, ...rest] = content.split('\r\n');
    const shifted = [` ${first.slice(0, -1)}`, ...rest].join('\r\n');
    expect(readReport(shifted).problems).toContain('record 1 has TR-CODE  ');
    expect(readReport(content.replace('CORNER', ' CORNE')).problems).toContain(`record 1: HOLDER-NAME must be left-justified, not "${' CORNE BAKERY LLC'.padEnd(40)}"`);
    expect(readReport(content.replace('5185550100', '518555010 ')).problems).toHaveLength(1);
    expect(readReport(content.slice(0, -2)).problems).toEqual(['the last record does not end with CR LF']);
  });
});
