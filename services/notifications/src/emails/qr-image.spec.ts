import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrImage, qrPng } from './qr-image';

describe('QR images', () => {
  it('makes a PNG whose QR code a scanner reads back as the text', () => {
    for (const text of ['http://localhost:3000/card/7ZQ4M9K2XW3T8V6N1RBC5HJD0P', 'https://gifts.example.com/card/0000000000000000000000000Z']) {
      const image = PNG.sync.read(qrPng(text));
      expect(image.width).toBe(image.height);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(text);
    }
  });

  it('attaches it inline under the Content-ID the emails show', () => {
    expect(qrImage('x')).toMatchObject({ filename: 'gift-card-qr.png', contentType: 'image/png', cid: 'gift-card-qr' });
  });
});
