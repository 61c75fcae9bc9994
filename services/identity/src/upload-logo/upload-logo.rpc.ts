import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DomainError, type BlobStore } from '@gv/platform';
import { ACCOUNT_MESSAGES, REQUEST_MESSAGES, ACCEPTED_IMAGE_FORMATS, GIFT_CARD_MESSAGES, type LogoUploaded, type UploadLogoRequest } from '@gv/proto';
import { updateBusiness } from '../db/business-repository.js';
import type { BusinessChanges } from '../update-business-settings/business-changes.js';
import { changeSettings } from '../update-business-settings/settings-change.js';

export const LOGO_UPLOADED = ACCOUNT_MESSAGES.logoUploaded;

/** The business's logo: the staged upload, decoded and stored as a 512px WebP under its content hash. */
export async function uploadLogo(businesses: BusinessChanges, blobs: BlobStore, request: UploadLogoRequest): Promise<LogoUploaded> {
  const staged = await blobs.get(request.uploadKey);
  if (!staged) throw new DomainError('LOGO.MISSING', REQUEST_MESSAGES.chooseImage);
  let image: Buffer | undefined;
  try {
    const input = sharp(staged.body, { limitInputPixels: 40_000_000 });
    // The format is decided by decoding, as for gift card images: SVG and the other formats the library reads are refused.
    const { format } = await input.metadata();
    if (format && ACCEPTED_IMAGE_FORMATS.includes(format)) {
      image = await input.rotate().resize(512, 512, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
    }
  } catch {
    // not an image: refused below
  } finally {
    await blobs.delete(request.uploadKey);
  }
  if (!image) throw new DomainError('LOGO.NOT_AN_IMAGE', GIFT_CARD_MESSAGES.imageType, { logo: GIFT_CARD_MESSAGES.imageType });
  const key = `logos/${createHash('sha256').update(image).digest('hex')}.webp`;
  await blobs.put(key, image, 'image/webp');
  const logoUrl = `/media/${key}`;
  await changeSettings(
    businesses,
    request.admin,
    async (tx) => (await updateBusiness(tx, request.admin.businessSlug, { logoUrl, updatedAt: new Date().toISOString() }))!,
  );
  return { success: true, message: LOGO_UPLOADED, logoUrl };
}
