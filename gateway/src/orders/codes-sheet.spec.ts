import { inflateSync } from 'node:zlib';
import type { CorporateCard, CorporateOrderRecord } from '@gv/proto';
import { codesSheetPdf, type SheetTerms } from './codes-sheet';

const order = { id: 'order-1', giftCardName: 'Weekday lunch', company: 'Acme Corp', faceValueCents: 5000, expirationDate: '2027-06-30', testMode: false } as CorporateOrderRecord;
const card = (line: number): CorporateCard =>
  ({ uniqueCode: `01J9ZK4W8Q2N3H7V6T5R4P3M${String(line).padStart(2, '0')}`, holderName: 'Acme Corp', recipientEmail: null, pin: '4821', saveUrl: `http://gifts.example.test/card/${line}` }) as CorporateCard;
const terms: SheetTerms = {
  businessName: 'Harbor Grill & Bar',
  window: 'Mon–Fri, 11:00–14:00',
  disclosure: ['$45.00 paid — funds paid for this card never expire and carry no fees.', '$5.00 BONUS — PROMOTIONAL VALUE EXPIRES ON JUNE 30, 2027.'],
};

/** Each page's words as drawn, in order, decoded from WinAnsi, with the sheet's wrapped lines joined again. */
function pagesText(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
  const winAnsi: Record<string, string> = { '\x96': '–', '\x97': '—' };
  return streams.map((content) =>
    [...content.matchAll(/\((.*?)\) Tj/g)]
      .map((match) => match[1].replace(/\\([\\()])/g, '$1').replace(/[\x96\x97]/g, (char) => winAnsi[char]))
      .join(' '),
  );
}

describe('the printed sheet of a corporate order', () => {
  it('gives every card the business, how to redeem it, its window and the law’s sentences, and no separate expiry date', () => {
    const pages = pagesText(codesSheetPdf(order, { cards: [1, 2, 3, 4, 5, 6, 7].map(card), terms }));
    expect(pages).toHaveLength(2);
    const first = pages[0];
    expect(first.match(/Harbor Grill & Bar/g)).toHaveLength(6);
    expect(first).toContain('To redeem: show this card at the counter. The code or QR is scanned and the PIN confirms it.');
    expect(first).toContain('Redeemable Mon–Fri, 11:00–14:00.');
    expect(first).toContain('$45.00 paid — funds paid for this card never expire and carry no fees.');
    expect(first).toContain('$5.00 BONUS — PROMOTIONAL VALUE EXPIRES ON JUNE 30, 2027.');
    expect(first).toContain('01J9ZK4W8Q2N3H7V6T5R4P3M06');
    expect(first).not.toMatch(/valid through/i);
    expect(pages[1]).toContain('01J9ZK4W8Q2N3H7V6T5R4P3M07');
  });

  it('says nothing of a window a card type does not have, and that the cards are being issued while none is', () => {
    expect(pagesText(codesSheetPdf(order, { cards: [card(1)], terms: { ...terms, window: null } }))[0]).not.toContain('Redeemable');
    expect(pagesText(codesSheetPdf(order, null))[0]).toBe('The cards of this order are being issued. Try again in a moment.');
  });
});
