/** Every record of the NAUPA standard electronic file (NAUPA II) is this long, then CR LF. */
export const NAUPA_RECORD_LENGTH = 625;

/** A field of a record: its first position (1-based), its length, and whether it is numeric (right-justified, zero-filled). */
export interface NaupaField {
  name: string;
  start: number;
  length: number;
  numeric?: true;
}

/**
 * The fields this file fills, by record type (TR-CODE 1 holder, 2 property, 9 summary), named and placed as the
 * published record formats (NAUPA Standard Electronic File Format, appendix: Holder, Property and Summary Record
 * Format; decision 0095); positions not listed are spaces. Character fields are left-justified and space-filled,
 * numeric ones right-justified and zero-filled with the decimal point assumed (amounts in cents). A date or a phone
 * number the standard splits (CCYY, MM, DD; area code, number) is one field here, its parts being contiguous.
 */
export const NAUPA_LAYOUT: Record<'holder' | 'property' | 'summary', readonly NaupaField[]> = {
  holder: [
    { name: 'TR-CODE', start: 1, length: 1 },
    { name: 'HOLDER-TAXID', start: 2, length: 9, numeric: true },
    { name: 'HOLDER-TAXID-EXT', start: 11, length: 4, numeric: true },
    { name: 'HOLDER-RPT-YEAR', start: 15, length: 4 },
    { name: 'HOLDER-RPT-TYPE', start: 19, length: 1 },
    { name: 'HOLDER-RPT-NUMBER', start: 20, length: 2 },
    { name: 'HOLDER-RPT-FORMAT', start: 22, length: 1 },
    { name: 'HOLDER-INCORPORATED-STATE', start: 27, length: 2 },
    { name: 'HOLDER-NAME', start: 37, length: 40 },
    { name: 'HOLDER-CITY', start: 77, length: 30 },
    { name: 'HOLDER-STATE', start: 127, length: 2 },
    { name: 'HOLDER-CONTACT1-NAME', start: 129, length: 40 },
    { name: 'HOLDER-CONTACT1-ADDR1', start: 169, length: 30 },
    { name: 'HOLDER-CONTACT1-CITY', start: 259, length: 30 },
    { name: 'HOLDER-CONTACT1-STATE', start: 289, length: 2 },
    { name: 'HOLDER-CONTACT1-ZIP', start: 291, length: 9 },
    { name: 'HOLDER-CONTACT1-COUNTRY', start: 300, length: 3 },
    { name: 'HOLDER-CONTACT1-TEL', start: 303, length: 10, numeric: true },
    { name: 'HOLDER-CONTACT1-EMAIL', start: 317, length: 50 },
  ],
  property: [
    { name: 'TR-CODE', start: 1, length: 1 },
    { name: 'PROP-SEQUENCE-NUMBER', start: 2, length: 6, numeric: true },
    { name: 'PROP-OWNER-TYPE', start: 8, length: 1 },
    { name: 'PROP-OWNER-NAME-LAST', start: 10, length: 40 },
    { name: 'PROP-OWNER-NAME-FIRST', start: 50, length: 30 },
    { name: 'PROP-OWNER-STATE', start: 256, length: 2 },
    { name: 'PROP-OWNER-COUNTRY', start: 267, length: 3 },
    { name: 'PROP-ST-TRANS-DATE', start: 289, length: 8, numeric: true },
    { name: 'PROP-PROPERTY-TYPE', start: 305, length: 4 },
    { name: 'PROP-AMOUNT-REPORTED', start: 309, length: 10, numeric: true },
    { name: 'PROP-DEDUCTION-AMOUNT', start: 321, length: 10, numeric: true },
    { name: 'PROP-AMOUNT-ADVERTISED', start: 331, length: 10, numeric: true },
    { name: 'PROP-ADDITION-AMOUNT', start: 343, length: 10, numeric: true },
    { name: 'PROP-DELETION-AMOUNT', start: 355, length: 10, numeric: true },
    { name: 'PROP-AMOUNT-REMITTED', start: 365, length: 10, numeric: true },
    { name: 'PROP-INTEREST-FLAG', start: 375, length: 1 },
    { name: 'PROP-DESCRIPTION', start: 551, length: 50 },
    { name: 'PROP-RELATIONSHIP-CODE', start: 601, length: 2 },
    { name: 'PROP-OWNER-TYPE-CODE', start: 603, length: 2 },
  ],
  summary: [
    { name: 'TR-CODE', start: 1, length: 1 },
    { name: 'SUMM-NBR-OF-RECORDS', start: 2, length: 6, numeric: true },
    { name: 'SUMM-NBR-OF-PROPERTIES', start: 8, length: 6, numeric: true },
    { name: 'SUMM-AMOUNT-REPORTED', start: 14, length: 12, numeric: true },
    { name: 'SUMM-DEDUCTION-AMOUNT', start: 26, length: 12, numeric: true },
    { name: 'SUMM-AMOUNT-ADVERTISED', start: 38, length: 12, numeric: true },
    { name: 'SUMM-ADDITION-AMOUNT', start: 50, length: 12, numeric: true },
    { name: 'SUMM-DELETION-AMOUNT', start: 62, length: 12, numeric: true },
    { name: 'SUMM-AMOUNT-REMITTED', start: 74, length: 12, numeric: true },
    { name: 'SUMM-SHARES', start: 86, length: 56, numeric: true },
    { name: 'SUMM-NEGATIVE-REPORT', start: 142, length: 1 },
    { name: 'SUMM-SOFTWARE-VERSION', start: 143, length: 20 },
    { name: 'SUMM-CREATOR', start: 163, length: 20 },
    { name: 'SUMM-CREATOR-CONTACT', start: 183, length: 70 },
  ],
};
