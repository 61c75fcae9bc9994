import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { bestMask } from './qr-mask';
import { qrModules } from './qr-image';

/** Holder page links as the emails make them, of several lengths (so several QR versions). */
const links = Array.from({ length: 300 }, (_, n) => `http://localhost:${3000 + n}/card/${randomBytes(8 + (n % 40)).toString('base64url')}`);

describe('QR mask choice', () => {
  it('picks the mask qrcode itself would pick', () => {
    for (const link of links) {
      const segments = [{ data: Buffer.from(link), mode: 'byte' as const }];
      const ownChoice = QRCode.create(segments, { errorCorrectionLevel: 'M' }).maskPattern;
      expect(bestMask(QRCode.create(segments, { errorCorrectionLevel: 'M', maskPattern: 0 }).modules)).toBe(ownChoice);
    }
  });

  it('makes the symbol qrcode makes on its own from the link as bytes', () => {
    for (const link of links.slice(0, 50)) {
      const own = QRCode.create([{ data: Buffer.from(link), mode: 'byte' }], { errorCorrectionLevel: 'M' }).modules;
      expect(Buffer.from(qrModules(link).data).equals(Buffer.from(own.data))).toBe(true);
    }
  });
});
