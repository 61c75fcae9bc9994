import type { Html5Qrcode } from 'html5-qrcode';

/** html5-qrcode (~108 KiB gzip) is fetched on first use, and only by the redeem page. */
export const loadQrLibrary = () => import('html5-qrcode');

/** A reader that looks for QR codes only (faster than trying every barcode format). */
export async function newQrReader(elementId: string): Promise<Html5Qrcode> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await loadQrLibrary();
  return new Html5Qrcode(elementId, { verbose: false, formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE] });
}

/** The text of the QR code in a photo, or null when none is found. */
export async function readQrFromPhoto(elementId: string, photo: File): Promise<string | null> {
  const reader = await newQrReader(elementId);
  try {
    return await reader.scanFile(photo, false);
  } catch {
    return null;
  } finally {
    reader.clear();
  }
}
