import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { BLOBS, DB, DomainError, NotFoundError, OUTBOX, type BlobStore, type Db, type Outbox } from '@gv/platform';
import { ACCEPTED_IMAGE_FORMATS, GIFT_CARD_MESSAGES, type LogoUploaded, type UploadLogoRequest } from '@gv/proto';
import { firstAdminEmail } from '../db/admin-repository.js';
import { lockBusiness, updateBusiness } from '../db/business-repository.js';
import { businessUpdated, changedSettings } from '../domain/business-updated.js';

export const LOGO_UPLOADED = 'Logo uploaded successfully!';
export const LOGO_FAILED = 'Logo upload failed';

/** The business's logo: the staged upload, decoded and stored as a 512px WebP under its content hash. */
@Injectable()
export class UploadLogoHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(BLOBS) private readonly blobs: BlobStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute(request: UploadLogoRequest): Promise<LogoUploaded> {
    const staged = await this.blobs.get(request.uploadKey);
    if (!staged) throw new DomainError('LOGO.MISSING', 'Please choose an image to upload');
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
      await this.blobs.delete(request.uploadKey);
    }
    if (!image) throw new DomainError('LOGO.NOT_AN_IMAGE', GIFT_CARD_MESSAGES.imageType, { logo: GIFT_CARD_MESSAGES.imageType });
    const key = `logos/${createHash('sha256').update(image).digest('hex')}.webp`;
    await this.blobs.put(key, image, 'image/webp');
    const logoUrl = `/media/${key}`;
    await this.db.transaction(async (tx) => {
      const before = await lockBusiness(tx, request.admin.businessSlug);
      if (!before) throw new NotFoundError('Business not found');
      const business = (await updateBusiness(tx, request.admin.businessSlug, { logoUrl, updatedAt: new Date().toISOString() }))!;
      const change = { adminId: request.admin.adminId, fields: changedSettings(before, business) };
      await this.outbox.add(tx, [businessUpdated(business, await firstAdminEmail(tx, business.slug), change)]);
    });
    this.outbox.flushSoon();
    return { success: true, message: LOGO_UPLOADED, logoUrl };
  }
}
