import sharp from 'sharp';
import type { BlobStore } from '@gv/platform';
import type { PdfImage } from './pdf-document.js';

/** Pixels a side: crisp at the size a printed card shows it (28 points, about 1 cm). */
const SIDE = 128;

/**
 * The business's uploaded logo (a stored WebP, `/media/logos/...`) as the printed sheet draws it: a square JPEG on
 * white: a PDF reader draws a JPEG as it is, and paper has no transparency. Null without a logo (or its stored image
 * gone): the sheet is printed with the business's name alone. Uploads were decoded when stored, so they read.
 */
export async function sheetLogo(blobs: BlobStore, logoUrl: string | null): Promise<PdfImage | null> {
  const key = logoUrl?.replace(/^\/media\//, '');
  const stored = key ? await blobs.get(key) : null;
  if (!stored) return null;
  const jpeg = await sharp(stored.body).resize(SIDE, SIDE, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).toColourspace('srgb').jpeg({ quality: 85 }).toBuffer();
  return { jpeg, width: SIDE, height: SIDE };
}
