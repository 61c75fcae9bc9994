import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { withBestMask } from './qr-mask';
import { qrModules } from './qr-image';

/** Holder page links as the emails make them, of several lengths (so several QR versions). */
const links = Array.from({ length: 300 }, (_, n) => `http://localhost:${3000 + n}/card/${randomBytes(8 + (n % 40)).toString('base64url')}`);

describe('QR mask choice', () => {
  it('picks the mask qrcode itself would pick', () => {
    for (const link of links) {
      const segments = [{ data: Buffer.from(link), mode: 'byte' as const }];
      const ownChoice = QRCode.create(segments, { errorCorrectionLevel: 'M' }).maskPattern;
      expect(withBestMask(QRCode.create(segments, { errorCorrectionLevel: 'M', maskPattern: 0 }).modules).mask).toBe(ownChoice);
    }
  });

  it('makes the symbol qrcode makes on its own from the link as bytes, module for module', () => {
    for (const link of links) {
      const own = QRCode.create([{ data: Buffer.from(link), mode: 'byte' }], { errorCorrectionLevel: 'M' }).modules;
      expect(Buffer.from(qrModules(link).data).equals(Buffer.from(own.data))).toBe(true);
    }
  });
});
