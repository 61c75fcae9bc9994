import { naupaFile } from './naupa-file';
import { NAUPA_LAYOUT, NAUPA_RECORD_LENGTH } from './naupa-layout';
import { DORMANT_CARDS, HOLDER, naupaRecords, naupaValid } from './naupa-test-support';

describe('the NAUPA holder report', () => {
  it('lays out its fields without overlap inside the record', () => {
    for (const fields of Object.values(NAUPA_LAYOUT)) {
      const used = new Set<number>();
      for (const field of fields) {
        for (let at = field.start; at < field.start + field.length; at++) {
          expect(used.has(at)).toBe(false);
          used.add(at);
        }
        expect(field.start + field.length - 1).toBeLessThanOrEqual(NAUPA_RECORD_LENGTH);
      }
      expect(fields[0]).toEqual({ name: 'TR-CODE', start: 1, length: 1 });
    }
  });

  it('writes a holder record, one property record per dormant card and a summary, each field in its place', () => {
    const content = naupaFile(HOLDER, 'NY', DORMANT_CARDS, '2026-11-27');
    const file = naupaRecords(content);
    expect(naupaValid(file)).toBe(true);
    expect(naupaValid(naupaRecords(content.replace('\r\n', ' \r\n')))).toBe(false);
    const { records } = file;
    expect(records.map((one) => one.type)).toEqual(['1', '2', '2', '9']);
    expect(records[0].fields).toMatchObject({ 'HOLDER-TAXID': '123456789', 'HOLDER-RPT-YEAR': '2026', 'HOLDER-RPT-TYPE': 'R', 'HOLDER-STATE': 'NY', 'HOLDER-CONTACT1-TEL': '5185550100' });
    expect(records[0].fields['HOLDER-NAME'].trimEnd()).toBe('CORNER BAKERY LLC');
    expect(records[1].fields).toMatchObject({
      'PROP-SEQUENCE-NUMBER': '000001',
      'PROP-ST-TRANS-DATE': '20200304',
      'PROP-PROPERTY-TYPE': 'MS12',
      'PROP-AMOUNT-REPORTED': '0000004500',
      'PROP-AMOUNT-REMITTED': '0000004500',
      'PROP-RELATIONSHIP-CODE': 'SO',
      'PROP-OWNER-TYPE-CODE': 'OT',
    });
    expect([records[1].fields['PROP-OWNER-NAME-LAST'].trimEnd(), records[1].fields['PROP-OWNER-NAME-FIRST'].trimEnd()]).toEqual(['NUNEZ', 'JOSE']);
    expect(records[1].fields['PROP-DESCRIPTION'].trimEnd()).toBe('GIFT CARD C2D4B1A0-0000-4000-8000-000000000001');
    expect(records[3].fields).toMatchObject({ 'SUMM-NBR-OF-RECORDS': '000004', 'SUMM-NBR-OF-PROPERTIES': '000002', 'SUMM-AMOUNT-REPORTED': '000000005750', 'SUMM-NEGATIVE-REPORT': ' ' });
  });

  it('keeps names to letters, digits, spaces and "&", puts a leading "The" last and reports an owner of no name as unknown', () => {
    const cards = [{ cardId: 'c1', owner: '?.', paidCents: 100, reportedCents: 100, quietSince: '2021-11-27', lastActiveOn: '2020-03-04' }];
    const [holder, property] = naupaRecords(naupaFile({ ...HOLDER, name: "The O'Brien & Sons, Inc.", city: 'St. Louis' }, 'MO', cards, '2026-11-27')).records;
    expect([holder.fields['HOLDER-NAME'].trimEnd(), holder.fields['HOLDER-CITY'].trimEnd()]).toEqual(['OBRIEN & SONS INC THE', 'ST LOUIS']);
    expect([property.fields['PROP-OWNER-NAME-LAST'].trimEnd(), property.fields['PROP-OWNER-TYPE-CODE']]).toEqual(['UNKNOWN', 'UN']);
  });

  it('marks a report without dormant cards as negative: the holder and the summary only', () => {
    const { records } = naupaRecords(naupaFile(HOLDER, 'NY', [], '2026-11-27'));
    expect(records.map((one) => one.type)).toEqual(['1', '9']);
    expect(records[1].fields).toMatchObject({ 'SUMM-NBR-OF-RECORDS': '000002', 'SUMM-NBR-OF-PROPERTIES': '000000', 'SUMM-NEGATIVE-REPORT': 'Y' });
  });
});
