import QRCode from 'qrcode';
import type { CorporateCard, CorporateOrderRecord } from '@gv/proto';
import { fitText, PAGE_HEIGHT, PAGE_WIDTH, pdfDocument, PdfPage } from './pdf-document.js';

/** Two columns of four cards a page, each block cut along its dashed outline. */
const COLUMNS = 2;
const ROWS = 4;
const MARGIN = 36;
const BLOCK_WIDTH = (PAGE_WIDTH - 2 * MARGIN) / COLUMNS;
const BLOCK_HEIGHT = (PAGE_HEIGHT - 2 * MARGIN) / ROWS;
const QR_SIZE = 112;
const PAD = 12;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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

/** One card's block: its name, value, expiry, holder, PIN (an unnamed card's) and code in words, and a QR code of its holder page. */
function drawCard(page: PdfPage, order: CorporateOrderRecord, card: CorporateCard, x: number, y: number): void {
  const top = y + BLOCK_HEIGHT;
  const textWidth = BLOCK_WIDTH - QR_SIZE - 3 * PAD;
  page.outline(x + 4, y + 4, BLOCK_WIDTH - 8, BLOCK_HEIGHT - 8, { dash: 3 });
  page.text(x + PAD, top - PAD - 14, fitText(order.giftCardName, 11, textWidth), { font: 'bold', size: 11 });
  page.text(x + PAD, top - PAD - 36, dollars(order.faceValueCents), { font: 'bold', size: 20 });
  page.text(x + PAD, top - PAD - 54, `Valid through ${order.expirationDate}`, { size: 9, gray: 0.3 });
  page.text(x + PAD, top - PAD - 68, fitText(card.recipientEmail ? card.holderName : order.company, 9, textWidth), { size: 9, gray: 0.3 });
  if (order.testMode) page.text(x + PAD, top - PAD - 82, 'TEST CARD - NO VALUE', { font: 'bold', size: 9, gray: 0.4 });
  // An unnamed card's PIN confirms its redemptions at the counter (decision 0073): no code by email reaches its bearer.
  if (card.pin) {
    page.text(x + PAD, y + PAD + 50, 'PIN for the counter', { size: 7, gray: 0.45 });
    page.text(x + PAD, y + PAD + 36, card.pin, { font: 'mono', size: 12 });
  }
  page.text(x + PAD, y + PAD + 22, 'Code', { size: 7, gray: 0.45 });
  page.text(x + PAD, y + PAD + 10, card.uniqueCode, { font: 'mono', size: 9 });
  page.rects(qrRects(card.saveUrl, x + BLOCK_WIDTH - PAD - QR_SIZE, top - PAD - 8, QR_SIZE));
  page.text(x + BLOCK_WIDTH - PAD - QR_SIZE, y + PAD + 24, 'Scan for balance', { size: 7, gray: 0.45 });
}

/** The printable sheet of a corporate order's cards (decision 0063): eight to a US Letter page, in line order. */
export function codesSheetPdf(order: CorporateOrderRecord, cards: CorporateCard[]): Buffer {
  const pages: PdfPage[] = [];
  cards.forEach((card, i) => {
    const slot = i % (COLUMNS * ROWS);
    if (slot === 0) pages.push(new PdfPage());
    const x = MARGIN + (slot % COLUMNS) * BLOCK_WIDTH;
    const y = PAGE_HEIGHT - MARGIN - (Math.floor(slot / COLUMNS) + 1) * BLOCK_HEIGHT;
    drawCard(pages.at(-1)!, order, card, x, y);
  });
  if (pages.length === 0) pages.push(new PdfPage().text(MARGIN, PAGE_HEIGHT - MARGIN - 20, 'The cards of this order are being issued. Try again in a moment.', { size: 12 }));
  return pdfDocument(pages, `${order.company} - ${order.giftCardName}`);
}
