/** jsQR (~45 KiB gzip) is fetched on first use, and only by the redeem page. */
export const loadQrDecoder = () => import('jsqr').then((module) => module.default);

export type QrDecoder = Awaited<ReturnType<typeof loadQrDecoder>>;

// A code that fills a fifth of a picture this size still has 3 pixels per module; larger pictures only slow the search.
const CAMERA_SIDE = 640;
const PHOTO_SIDE = 1600;

/**
 * Draws `picture` onto `canvas`, scaled down so its longer side is at most `maxSide`, and answers the text of the QR
 * code in it, or null. Light-on-dark codes (a phone in dark mode) read too.
 */
export function readQr(
  decode: QrDecoder,
  canvas: HTMLCanvasElement,
  picture: CanvasImageSource,
  width: number,
  height: number,
  maxSide = CAMERA_SIDE,
): string | null {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || !canvas.width || !canvas.height) return null;
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return decode(data, canvas.width, canvas.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The text of the QR code in a photo or screenshot, or null when none is found (or the file is no picture). */
export async function readQrFromPhoto(photo: File): Promise<string | null> {
  try {
    const [decode, bitmap] = await Promise.all([loadQrDecoder(), createImageBitmap(photo)]);
    try {
      return readQr(decode, document.createElement('canvas'), bitmap, bitmap.width, bitmap.height, PHOTO_SIDE);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}
