import QRCode from 'qrcode';
import { formatMoney, type CorporateCard, type CorporateOrderRecord } from '@gv/proto';
import { fitText, PAGE_HEIGHT, PAGE_WIDTH, pdfDocument, PdfPage, wrapText, type PdfImage } from './pdf-document.js';

/** Two columns of three cards a page, each block cut along its dashed outline: each carries all its holder needs. */
const COLUMNS = 2;
const ROWS = 3;
const MARGIN = 36;
const BLOCK_WIDTH = (PAGE_WIDTH - 2 * MARGIN) / COLUMNS;
const BLOCK_HEIGHT = (PAGE_HEIGHT - 2 * MARGIN) / ROWS;
const QR_SIZE = 100;
const PAD = 12;
/** The small print's size and line height. */
const FINE = 6.5;
const FINE_LEADING = 8;
/** The logo's side, in points, and the image's name in the document. */
const LOGO_SIZE = 28;
const LOGO = 'Logo';

/** What every card of the order says besides its own code: whose it is, how it is spent, when, and the law's sentences. */
export interface SheetTerms {
  businessName: string;
  /** The ISO 4217 code the cards' values are in (the business's when they were issued). */
  currency: string;
  /** The business's uploaded logo, drawn beside its name; null: it has none. */
  logo: PdfImage | null;
  /** "Mon–Fri, 11:00–14:00": when its card type may be redeemed; null: whenever the counter is open. */
  window: string | null;
  /** The law's sentences, with each value's amount (lawDisclosure). */
  disclosure: string[];
}

/** How a printed card is spent: an unnamed one with its PIN, a named one with a code sent to its holder. */
const howToRedeem = (card: CorporateCard) =>
  card.pin
    ? 'To redeem: show this card at the counter. The code or QR is scanned and the PIN confirms it.'
    : 'To redeem: show this card at the counter. The code or QR is scanned and a one-time code sent to the holder confirms it.';


/** A QR code of `url` as dark squares, its top-left corner at (x, top), `size` points wide. */
function qrRects(url: string, x: number, top: number, size: number): [number, number, number, number][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  const rects: [number, number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules in a row keeps the page small.
    for (let col = 0; col < modules.size; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      rects.push([x + start * cell, top - (row + 1) * cell, (col - start) * cell, cell]);
    }
  }
  return rects;
}

/**
 * One card's block: the business's logo and name, the card's name, value and holder, its PIN (an unnamed card's) and
 * code, a QR code of its holder page, then how to redeem it, its window and the law's sentences (its expiry, said once).
 */
function drawCard(page: PdfPage, order: CorporateOrderRecord, terms: SheetTerms, card: CorporateCard, x: number, y: number): void {
  const top = y + BLOCK_HEIGHT;
  const textWidth = BLOCK_WIDTH - QR_SIZE - 3 * PAD;
  const fullWidth = BLOCK_WIDTH - 2 * PAD;
  page.outline(x + 4, y + 4, BLOCK_WIDTH - 8, BLOCK_HEIGHT - 8, { dash: 3 });
  // The names sit beside the logo, which ends above the value.
  const nameX = terms.logo ? PAD + LOGO_SIZE + 6 : PAD;
  if (terms.logo) page.image(LOGO, x + PAD, top - PAD - LOGO_SIZE, LOGO_SIZE, LOGO_SIZE);
  page.text(x + nameX, top - PAD - 8, fitText(terms.businessName, 9, textWidth - nameX + PAD), { font: 'bold', size: 9, gray: 0.3 });
  page.text(x + nameX, top - PAD - 24, fitText(order.giftCardName, 11, textWidth - nameX + PAD), { font: 'bold', size: 11 });
  page.text(x + PAD, top - PAD - 46, formatMoney(order.faceValueCents, terms.currency), { font: 'bold', size: 20 });
  page.text(x + PAD, top - PAD - 60, fitText(card.recipientEmail ? card.holderName : order.company, 9, textWidth), { size: 9, gray: 0.3 });
  if (order.testMode) page.text(x + BLOCK_WIDTH - PAD - QR_SIZE, top - PAD - QR_SIZE - 19, 'TEST CARD - NO VALUE', { font: 'bold', size: 9, gray: 0.4 });
  // An unnamed card's PIN confirms its redemptions at the counter (decision 0073): no code by email reaches its bearer.
  if (card.pin) {
    page.text(x + PAD, top - PAD - 74, 'PIN for the counter', { size: 7, gray: 0.45 });
    page.text(x + PAD, top - PAD - 87, card.pin, { font: 'mono', size: 12 });
  }
  page.rects(qrRects(card.saveUrl, x + BLOCK_WIDTH - PAD - QR_SIZE, top - PAD, QR_SIZE));
  page.text(x + BLOCK_WIDTH - PAD - QR_SIZE, top - PAD - QR_SIZE - 9, 'Scan for balance', { size: 7, gray: 0.45 });
  page.text(x + PAD, top - PAD - 99, 'Code', { size: 7, gray: 0.45 });
  page.text(x + PAD, top - PAD - 109, card.uniqueCode, { font: 'mono', size: 9 });

  const fine = [howToRedeem(card), ...(terms.window ? [`Redeemable ${terms.window}.`] : []), ...terms.disclosure];
  let line = top - PAD - 126;
  for (const text of fine) {
    for (const part of wrapText(text, FINE, fullWidth)) {
      page.text(x + PAD, line, part, { size: FINE, gray: 0.2 });
      line -= FINE_LEADING;
    }
    line -= 2;
  }
}

/** The printable sheet of a corporate order's cards (decision 0063): six to a US Letter page, in line order; null while none is issued. */
export function codesSheetPdf(order: CorporateOrderRecord, printed: { cards: CorporateCard[]; terms: SheetTerms } | null): Buffer {
  const pages: PdfPage[] = [];
  printed?.cards.forEach((card, i) => {
    const slot = i % (COLUMNS * ROWS);
    if (slot === 0) pages.push(new PdfPage());
    const x = MARGIN + (slot % COLUMNS) * BLOCK_WIDTH;
    const y = PAGE_HEIGHT - MARGIN - (Math.floor(slot / COLUMNS) + 1) * BLOCK_HEIGHT;
    drawCard(pages.at(-1)!, order, printed.terms, card, x, y);
  });
  if (pages.length === 0) pages.push(new PdfPage().text(MARGIN, PAGE_HEIGHT - MARGIN - 20, 'The cards of this order are being issued. Try again in a moment.', { size: 12 }));
  return pdfDocument(pages, `${order.company} - ${order.giftCardName}`, printed?.terms.logo ? { [LOGO]: printed.terms.logo } : {});
}
