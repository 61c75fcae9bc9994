import { code128 } from '@gv/proto';
import type { MailAttachment } from '@gv/platform';
import { FILTER_NONE, FILTER_UP, grayPng, inlinePng } from './png.js';

/** The Content-ID the card emails show the terminal number's barcode under (`<img src="cid:pos-barcode">`). */
export const POS_BARCODE_CID = 'pos-barcode';

/** 3 pixels per module: wide enough for a phone screen at the width the email shows it, read by a counter's scanner. */
const PIXELS_PER_MODULE = 3;
const HEIGHT = 90;

/** The card's number at the Square Point of Sale as a Code 128 barcode, an inline PNG attachment. */
export function posBarcodeImage(posNumber: string): MailAttachment {
  return inlinePng(POS_BARCODE_CID, posBarcodePng(posNumber));
}

/** Black bars on white, 8 bits a pixel; every row after the first repeats it (filter Up, all zeros). */
export function posBarcodePng(posNumber: string): Buffer {
  const { bars, modules } = code128(posNumber);
  const width = modules * PIXELS_PER_MODULE;
  const raw = Buffer.alloc((width + 1) * HEIGHT);
  raw[0] = FILTER_NONE;
  raw.fill(0xff, 1, width + 1);
  for (const bar of bars) raw.fill(0, 1 + bar.x * PIXELS_PER_MODULE, 1 + (bar.x + bar.width) * PIXELS_PER_MODULE);
  for (let row = 1; row < HEIGHT; row++) raw[row * (width + 1)] = FILTER_UP;
  return grayPng(width, HEIGHT, 8, raw);
}
