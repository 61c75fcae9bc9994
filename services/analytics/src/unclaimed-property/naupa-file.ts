import type { UnclaimedPropertyHolder } from '@gv/proto';
import type { DormantCardRow } from './unclaimed-repository.js';

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
 * The fields this file fills, by record type (TR-CODE 1 holder, 2 property, 9 summary); positions not listed are
 * spaces. Character fields are left-justified and space-filled, numeric ones right-justified and zero-filled with the
 * decimal point assumed (amounts in cents), dates CCYYMMDD, as the standard asks. The holder's positions are the
 * NAUPA II holder record format's as recalled, and the property record's past its sequence number are this file's
 * own: neither was checked against the published text (decision 0095).
 */
export const NAUPA_LAYOUT: Record<'holder' | 'property' | 'summary', readonly NaupaField[]> = {
  holder: [
    { name: 'TRCODE', start: 1, length: 1 },
    { name: 'HOLDER-TAX-ID', start: 2, length: 9 },
    { name: 'HOLDER-TAX-ID-EXT', start: 11, length: 4 },
    { name: 'HOLDER-REPORT-YEAR', start: 15, length: 4, numeric: true },
    { name: 'HOLDER-REPORT-NUMBER', start: 19, length: 2, numeric: true },
    { name: 'HOLDER-SIC-CODE', start: 21, length: 4, numeric: true },
    { name: 'HOLDER-INCORPORATE-DATE', start: 27, length: 8, numeric: true },
    { name: 'HOLDER-NAME', start: 35, length: 40 },
    { name: 'HOLDER-CITY', start: 75, length: 30 },
    { name: 'HOLDER-STATE', start: 125, length: 2 },
    { name: 'HOLDER-CONTACT', start: 127, length: 40 },
    { name: 'HOLDER-CONTACT-ADDRESS-1', start: 167, length: 30 },
    { name: 'HOLDER-CONTACT-CITY', start: 227, length: 30 },
    { name: 'HOLDER-CONTACT-STATE', start: 277, length: 2 },
    { name: 'HOLDER-CONTACT-ZIP', start: 279, length: 9 },
    { name: 'HOLDER-CONTACT-COUNTRY', start: 288, length: 3 },
    { name: 'HOLDER-CONTACT-PHONE', start: 291, length: 10, numeric: true },
  ],
  property: [
    { name: 'TRCODE', start: 1, length: 1 },
    { name: 'PROP-SEQUENCE-NUMBER', start: 2, length: 6, numeric: true },
    { name: 'PROP-OWNER-NAME', start: 8, length: 50 },
    { name: 'PROP-OWNER-STATE', start: 58, length: 2 },
    { name: 'PROP-PROPERTY-TYPE', start: 60, length: 4 },
    { name: 'PROP-AMOUNT-REPORTED', start: 64, length: 10, numeric: true },
    { name: 'PROP-DATE-OF-LAST-TRANSACTION', start: 74, length: 8, numeric: true },
    { name: 'PROP-ID-NUMBER', start: 82, length: 36 },
  ],
  summary: [
    { name: 'TRCODE', start: 1, length: 1 },
    { name: 'SUMM-PROPERTY-RECORDS', start: 2, length: 6, numeric: true },
    { name: 'SUMM-AMOUNT-REPORTED', start: 8, length: 12, numeric: true },
  ],
};

/** NAUPA property type of unredeemed gift certificates (MS08 is accounts payable, MS17 other intangible property). */
const GIFT_CERTIFICATE = 'MS12';

/** One record: each field's value in its place, cut to its length; plain ASCII only. */
function record(fields: readonly NaupaField[], values: Record<string, string | number>): string {
  const line = Array.from({ length: NAUPA_RECORD_LENGTH }, () => ' ');
  for (const field of fields) {
    const raw = String(values[field.name] ?? '')
      .normalize('NFKD')
      .replace(/[^\x20-\x7E]/g, '')
      .toUpperCase();
    const text = field.numeric ? raw.replace(/\D/g, '').slice(-field.length).padStart(field.length, '0') : raw.slice(0, field.length).padEnd(field.length, ' ');
    line.splice(field.start - 1, field.length, ...text);
  }
  return line.join('');
}

const compactDay = (day: string) => day.replace(/-/g, '');

/** The holder report of one state: the holder, a property record per dormant card (its paid value reported), the summary. */
export function naupaFile(holder: UnclaimedPropertyHolder, state: string, cards: readonly DormantCardRow[], asOf: string): string {
  const total = cards.reduce((sum, card) => sum + card.reportedCents, 0);
  const records = [
    record(NAUPA_LAYOUT.holder, {
      TRCODE: '1',
      'HOLDER-TAX-ID': holder.taxId,
      'HOLDER-REPORT-YEAR': asOf.slice(0, 4),
      'HOLDER-REPORT-NUMBER': 1,
      'HOLDER-NAME': holder.name,
      'HOLDER-CITY': holder.city,
      'HOLDER-STATE': holder.state,
      'HOLDER-CONTACT': holder.contactName,
      'HOLDER-CONTACT-ADDRESS-1': holder.street,
      'HOLDER-CONTACT-CITY': holder.city,
      'HOLDER-CONTACT-STATE': holder.state,
      'HOLDER-CONTACT-ZIP': holder.zip.replace(/-/g, ''),
      'HOLDER-CONTACT-COUNTRY': 'USA',
      'HOLDER-CONTACT-PHONE': holder.contactPhone,
    }),
    ...cards.map((card, index) =>
      record(NAUPA_LAYOUT.property, {
        TRCODE: '2',
        'PROP-SEQUENCE-NUMBER': index + 1,
        'PROP-OWNER-NAME': card.owner,
        'PROP-OWNER-STATE': state,
        'PROP-PROPERTY-TYPE': GIFT_CERTIFICATE,
        'PROP-AMOUNT-REPORTED': card.reportedCents,
        'PROP-DATE-OF-LAST-TRANSACTION': compactDay(card.lastActiveOn),
        'PROP-ID-NUMBER': card.cardId,
      }),
    ),
    record(NAUPA_LAYOUT.summary, { TRCODE: '9', 'SUMM-PROPERTY-RECORDS': cards.length, 'SUMM-AMOUNT-REPORTED': total }),
  ];
  return records.map((line) => `${line}\r\n`).join('');
}
