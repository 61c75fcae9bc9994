import type { UnclaimedPropertyHolder } from '@gv/proto';
import { NAUPA_LAYOUT, NAUPA_RECORD_LENGTH, type NaupaField } from './naupa-layout.js';
import type { DormantCardRow } from './unclaimed-repository.js';

/** NAUPA property type of unredeemed gift certificates (MS08 is accounts payable, MS17 other intangible property). */
const GIFT_CERTIFICATE = 'MS12';
/** NAUPA relationship code: the owner alone may claim the property. */
const SOLE_OWNER = 'SO';
/** NAUPA owner type codes: a named owner ("all owners except aggregate or unknown"), an owner of no known name. */
const NAMED_OWNER = 'OT';
const UNKNOWN_OWNER = 'UN';
/** The version of this writer the summary names, moved on when the layout it writes changes. */
const SOFTWARE_VERSION = '2';

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

/** A name or city as the standard takes it: letters, digits, spaces (and "&" in names) only, never punctuation. */
const plainName = (name: string) =>
  name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9 &]/g, '')
    .replace(/ +/g, ' ')
    .trim();

/** A business name with a leading "The" placed at its end, as the standard asks ("Smith Company The"). */
const holderName = (name: string) => plainName(name).replace(/^THE (.+)$/, '$1 THE');

/** An individual owner's name split into last name (its last word) and first names; no name: an unknown owner. */
function ownerName(owner: string): Record<string, string> {
  const words = plainName(owner).split(' ').filter(Boolean);
  if (words.length === 0) return { 'PROP-OWNER-NAME-LAST': 'UNKNOWN', 'PROP-OWNER-TYPE-CODE': UNKNOWN_OWNER };
  return { 'PROP-OWNER-NAME-LAST': words.at(-1)!, 'PROP-OWNER-NAME-FIRST': words.slice(0, -1).join(' '), 'PROP-OWNER-TYPE-CODE': NAMED_OWNER };
}

/** The holder report of one state, a remittance report: the holder, a property record per dormant card (its paid value reported and remitted), the summary. */
export function naupaFile(holder: UnclaimedPropertyHolder, state: string, cards: readonly DormantCardRow[], asOf: string): string {
  const total = cards.reduce((sum, card) => sum + card.reportedCents, 0);
  const city = plainName(holder.city);
  const records = [
    record(NAUPA_LAYOUT.holder, {
      'TR-CODE': '1',
      'HOLDER-TAXID': holder.taxId,
      'HOLDER-TAXID-EXT': '0001',
      'HOLDER-RPT-YEAR': asOf.slice(0, 4),
      'HOLDER-RPT-TYPE': 'R',
      'HOLDER-RPT-NUMBER': '01',
      'HOLDER-RPT-FORMAT': 'R',
      'HOLDER-INCORPORATED-STATE': holder.state,
      'HOLDER-NAME': holderName(holder.name),
      'HOLDER-CITY': city,
      'HOLDER-STATE': holder.state,
      'HOLDER-CONTACT1-NAME': holder.contactName,
      'HOLDER-CONTACT1-ADDR1': holder.street,
      'HOLDER-CONTACT1-CITY': city,
      'HOLDER-CONTACT1-STATE': holder.state,
      'HOLDER-CONTACT1-ZIP': holder.zip.replace(/-/g, ''),
      'HOLDER-CONTACT1-COUNTRY': 'USA',
      'HOLDER-CONTACT1-TEL': holder.contactPhone,
      'HOLDER-CONTACT1-EMAIL': holder.contactEmail,
    }),
    ...cards.map((card, index) =>
      record(NAUPA_LAYOUT.property, {
        'TR-CODE': '2',
        'PROP-SEQUENCE-NUMBER': index + 1,
        'PROP-OWNER-TYPE': 'P',
        ...ownerName(card.owner),
        'PROP-OWNER-STATE': state,
        'PROP-OWNER-COUNTRY': 'USA',
        'PROP-ST-TRANS-DATE': compactDay(card.lastActiveOn),
        'PROP-PROPERTY-TYPE': GIFT_CERTIFICATE,
        'PROP-AMOUNT-REPORTED': card.reportedCents,
        'PROP-DEDUCTION-AMOUNT': 0,
        'PROP-AMOUNT-ADVERTISED': card.reportedCents,
        'PROP-ADDITION-AMOUNT': 0,
        'PROP-DELETION-AMOUNT': 0,
        'PROP-AMOUNT-REMITTED': card.reportedCents,
        'PROP-INTEREST-FLAG': 'N',
        'PROP-DESCRIPTION': `GIFT CARD ${card.cardId}`,
        'PROP-RELATIONSHIP-CODE': SOLE_OWNER,
      }),
    ),
    record(NAUPA_LAYOUT.summary, {
      'TR-CODE': '9',
      'SUMM-NBR-OF-RECORDS': cards.length + 2,
      'SUMM-NBR-OF-PROPERTIES': cards.length,
      'SUMM-AMOUNT-REPORTED': total,
      'SUMM-DEDUCTION-AMOUNT': 0,
      'SUMM-AMOUNT-ADVERTISED': total,
      'SUMM-ADDITION-AMOUNT': 0,
      'SUMM-DELETION-AMOUNT': 0,
      'SUMM-AMOUNT-REMITTED': total,
      'SUMM-SHARES': 0,
      'SUMM-NEGATIVE-REPORT': cards.length === 0 ? 'Y' : '',
      'SUMM-SOFTWARE-VERSION': SOFTWARE_VERSION,
      'SUMM-CREATOR': 'Giftcard Vault',
      'SUMM-CREATOR-CONTACT': `${holder.contactName} ${holder.contactEmail}`,
    }),
  ];
  return records.map((line) => `${line}\r\n`).join('');
}
