import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import type { MailAttachment } from '@gv/platform';

/** The Content-ID the purchase emails show their QR code under (`<img src="cid:gift-card-qr">`). */
export const QR_CID = 'gift-card-qr';

const PIXELS_PER_MODULE = 8;
/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/** A QR code of `text` as an inline PNG attachment. */
export function qrImage(text: string): MailAttachment {
  return { filename: 'gift-card-qr.png', content: qrPng(text), contentType: 'image/png', cid: QR_CID };
}

/**
 * The QR symbol as a black-and-white PNG (1 bit per pixel). Written here rather
 * than by qrcode's PNG renderer, which spends ~20 ms per image drawing RGBA
 * pixels in JavaScript; this costs ~1 ms.
 */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * PIXELS_PER_MODULE;
  const rowBytes = Math.ceil(side / 8);
  const raw = Buffer.alloc((rowBytes + 1) * side); // each row: filter byte 0, then pixels, 1 = white
  const row = Buffer.alloc(rowBytes + 1);
  for (let moduleY = -QUIET_ZONE; moduleY < modules.size + QUIET_ZONE; moduleY++) {
    row.fill(0);
    for (let x = 0; x < side; x++) {
      const moduleX = Math.floor(x / PIXELS_PER_MODULE) - QUIET_ZONE;
      const dark = moduleY >= 0 && moduleY < modules.size && moduleX >= 0 && moduleX < modules.size && modules.get(moduleY, moduleX);
      if (!dark) row[1 + (x >> 3)] |= 0x80 >> (x & 7);
    }
    // One module is PIXELS_PER_MODULE identical pixel rows.
    const firstY = (moduleY + QUIET_ZONE) * PIXELS_PER_MODULE;
    for (let y = firstY; y < firstY + PIXELS_PER_MODULE; y++) row.copy(raw, (rowBytes + 1) * y);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, no filter, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
