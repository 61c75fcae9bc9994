import QRCode, { type BitMatrix } from 'qrcode';
import type { MailAttachment } from '@gv/platform';
import { FILTER_NONE, FILTER_UP, grayPng, inlinePng } from './png.js';

/** The Content-ID the purchase emails show their QR code under (`<img src="cid:gift-card-qr">`). */
export const QR_CID = 'gift-card-qr';

/** 8 pixels per module: at 1 bit per pixel, each module is one byte of a pixel row. */
const PIXELS_PER_MODULE = 8;
/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/** A QR code of `text` as an inline PNG attachment. */
export function qrImage(text: string): MailAttachment {
  return inlinePng(QR_CID, qrPng(text));
}

/**
 * The QR symbol as a black-and-white PNG (1 bit per pixel). Written here rather
 * than by qrcode's PNG renderer, which spends ~20 ms per image drawing RGBA
 * pixels in JavaScript; this costs about 0.25 ms.
 */
export function qrPng(text: string): Buffer {
  const modules = qrModules(text);
  const rowBytes = modules.size + 2 * QUIET_ZONE;
  const side = rowBytes * PIXELS_PER_MODULE;
  // Each pixel row: its filter byte, then pixels, 1 = white. The first pixel row of a module row is written out,
  // the next ones repeat it (filter Up, all zeros), which deflate packs fastest.
  const raw = Buffer.alloc((rowBytes + 1) * side);
  for (let moduleY = 0; moduleY < rowBytes; moduleY++) {
    const first = moduleY * PIXELS_PER_MODULE * (rowBytes + 1);
    raw[first] = FILTER_NONE;
    raw.fill(0xff, first + 1, first + 1 + rowBytes);
    const y = moduleY - QUIET_ZONE;
    if (y >= 0 && y < modules.size) {
      for (let x = 0; x < modules.size; x++) if (modules.data[y * modules.size + x]) raw[first + 1 + QUIET_ZONE + x] = 0;
    }
    for (let repeat = 1; repeat < PIXELS_PER_MODULE; repeat++) raw[first + repeat * (rowBytes + 1)] = FILTER_UP;
  }
  return grayPng(side, side, 1, raw);
}

/**
 * The symbol as qrcode makes it, the text as one byte-mode segment: qrcode's search for a cheaper mix of modes costs
 * more than the few modules it may save. qrcode picks the mask (docs/benchmarks.md: what that costs).
 */
function qrModules(text: string): BitMatrix {
  return QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], { errorCorrectionLevel: 'M' }).modules;
}
