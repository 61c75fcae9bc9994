import { inflateSync } from 'node:zlib';
import type { CorporateCard, CorporateOrderRecord } from '@gv/proto';
import sharp from 'sharp';
import type { BlobStore } from '@gv/platform';
import { codesSheetPdf, type SheetTerms } from './codes-sheet';
import { sheetLogo } from './sheet-logo';

const order = { id: 'order-1', giftCardName: 'Weekday lunch', company: 'Acme Corp', faceValueCents: 5000, expirationDate: '2027-06-30', testMode: false } as CorporateOrderRecord;
const card = (line: number): CorporateCard =>
  ({ uniqueCode: `01J9ZK4W8Q2N3H7V6T5R4P3M${String(line).padStart(2, '0')}`, holderName: 'Acme Corp', recipientEmail: null, pin: '4821', saveUrl: `http://gifts.example.test/card/${line}` }) as CorporateCard;
const terms: SheetTerms = {
  businessName: 'Harbor Grill & Bar',
  currency: 'USD',
  logo: null,
  window: 'Mon–Fri, 11:00–14:00',
  disclosure: ['$45.00 paid — funds paid for this card never expire and carry no fees.', '$5.00 BONUS — PROMOTIONAL VALUE EXPIRES ON JUNE 30, 2027.'],
};

/** Each page's words as drawn, in order, decoded from WinAnsi, with the sheet's wrapped lines joined again. */
function pagesText(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/FlateDecode >>\nstream\n([\s\S]*?)\nendstream/g)].map((match) => inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
  const winAnsi: Record<string, string> = { '\x80': '€', '\x96': '–', '\x97': '—' };
  return streams.map((content) =>
    [...content.matchAll(/\((.*?)\) Tj/g)]
      .map((match) => match[1].replace(/\\([\\()])/g, '$1').replace(/[\x80\x96\x97]/g, (char) => winAnsi[char]))
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

  it("writes each card's value in its currency, with its sign", () => {
    const valueOf = (currency: string, faceValueCents: number) =>
      pagesText(codesSheetPdf({ ...order, faceValueCents }, { cards: [card(1)], terms: { ...terms, currency } }))[0];
    expect(valueOf('USD', 5000)).toContain('$50.00');
    expect(valueOf('JPY', 5000)).toContain('¥5,000');
    expect(valueOf('GBP', 5000)).toContain('£50.00');
    expect(valueOf('EUR', 5000)).toContain('€50.00');
  });

  it("draws the business's uploaded logo beside its name on every card, as an image the PDF carries once", async () => {
    const png = await sharp({ create: { width: 300, height: 150, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } }).png().toBuffer();
    const blobs = { get: async (key: string) => (key === 'logos/abc.webp' ? { body: png, contentType: 'image/webp' } : null) } as unknown as BlobStore;
    const logo = await sheetLogo(blobs, '/media/logos/abc.webp');
    expect(logo).toMatchObject({ width: 128, height: 128 });
    expect(await sheetLogo(blobs, null)).toBeNull();

    const pdf = codesSheetPdf(order, { cards: [1, 2, 3].map(card), terms: { ...terms, logo } });
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Subtype \/Image \/Width 128 \/Height 128 \/ColorSpace \/DeviceRGB \/BitsPerComponent 8 \/Filter \/DCTDecode/g)).toHaveLength(1);
    expect(raw).toContain('/XObject << /Logo ');
    const drawings = [...raw.matchAll(/FlateDecode >>\nstream\n([\s\S]*?)\nendstream/g)].map((match) => inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
    expect(drawings[0].match(/\/Logo Do/g)).toHaveLength(3);
    expect(pagesText(pdf)[0].match(/Harbor Grill & Bar/g)).toHaveLength(3);
    expect(pagesText(codesSheetPdf(order, { cards: [card(1)], terms }))[0]).toContain('Harbor Grill & Bar');
    expect(codesSheetPdf(order, { cards: [card(1)], terms }).toString('latin1')).not.toContain('/XObject');
  });

  it('says nothing of a window a card type does not have, and that the cards are being issued while none is', () => {
    expect(pagesText(codesSheetPdf(order, { cards: [card(1)], terms: { ...terms, window: null } }))[0]).not.toContain('Redeemable');
    expect(pagesText(codesSheetPdf(order, null))[0]).toBe('The cards of this order are being issued. Try again in a moment.');
  });
});
