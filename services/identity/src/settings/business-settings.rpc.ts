import { createHash } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import QRCode from 'qrcode';
import { BLOBS, DB, DomainError, NotFoundError, OUTBOX, RpcHandler, ValidationError, sealSecret, type BlobStore, type Db, type Outbox } from '@gv/platform';
import { ACCEPTED_IMAGE_FORMATS, FIELD_MESSAGES as messages, GIFT_CARD_MESSAGES, Rpc, TIME_ZONE_MESSAGE, canonicalTimeZone, isEmail, normalizeEmail, text, type FieldErrors, type LogoUploaded, type QrPoster, type QrPosterRequest, type SettingsSaved, type UpdateSettingsRequest, type UploadLogoRequest } from '@gv/proto';
import { businesses } from '../db/schema.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';
import { AdminView } from '../sessions/admin-view.js';
import { businessUpdated, firstAdminEmail } from './business-updated.js';
import { SquareVerification, settingsRefused } from './square-verification.js';
import { posterSvg } from './poster.js';

export const SETTINGS_SAVED = 'Settings saved successfully!';
export const LOGO_UPLOADED = 'Logo uploaded successfully!';
export const LOGO_FAILED = 'Logo upload failed';

/** Business profile and payment configuration; always the signed-in admin's own business. */
@Controller()
export class BusinessSettingsRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(BLOBS) private readonly blobs: BlobStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
    private readonly adminView: AdminView,
    private readonly square: SquareVerification,
  ) {}

  @RpcHandler(Rpc.identity.updateSettings)
  async update(body: UpdateSettingsRequest): Promise<SettingsSaved> {
    const slug = body.admin.businessSlug;
    const changes: Partial<typeof businesses.$inferInsert> = {};
    const errors: FieldErrors = {};
    if (body.restaurantName !== undefined) {
      const name = text(body.restaurantName);
      if (!name) errors.restaurantName = messages.mandatory;
      else if (name.length > 200) errors.restaurantName = messages.tooLong;
      else changes.name = name;
    }
    const squareField = (field: 'squareApplicationId' | 'squareLocationId') => {
      if (body[field] === undefined) return;
      const value = text(body[field]);
      if (value.length > 200 || /\s/.test(value)) errors[field] = `Please enter a valid ${field === 'squareApplicationId' ? 'application' : 'location'} id`;
      else changes[field] = value;
    };
    squareField('squareApplicationId');
    squareField('squareLocationId');
    const squareSecret = (field: 'squareAccessToken' | 'squareWebhookSignatureKey', column: 'squareAccessTokenEncrypted' | 'squareWebhookSignatureKeyEncrypted', message: string) => {
      const secret = text(body[field]);
      // A masked value coming back from the form means "unchanged".
      if (!secret || secret.startsWith('•')) return;
      if (secret.length > 500 || /\s/.test(secret)) errors[field] = message;
      else changes[column] = sealSecret(this.keys.secrets[0], secret);
    };
    squareSecret('squareAccessToken', 'squareAccessTokenEncrypted', 'Please enter a valid access token');
    squareSecret('squareWebhookSignatureKey', 'squareWebhookSignatureKeyEncrypted', 'Please enter a valid webhook signature key');
    if (body.contactEmail !== undefined) {
      // Cleared: replies go to the admin's email again.
      const contactEmail = normalizeEmail(body.contactEmail);
      if (contactEmail && !isEmail(contactEmail)) errors.contactEmail = messages.email;
      else changes.contactEmail = contactEmail || null;
    }
    if (body.timeZone !== undefined) {
      const timeZone = canonicalTimeZone(body.timeZone);
      if (!timeZone) errors.timeZone = TIME_ZONE_MESSAGE;
      else changes.timeZone = timeZone;
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await this.verifySquareChanges(slug, changes);
    await this.db.transaction(async (tx) => {
      const [business] = await tx
        .update(businesses)
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where(eq(businesses.slug, slug))
        .returning();
      if (!business) throw new NotFoundError('Business not found');
      await this.outbox.add(tx, [businessUpdated(business, await firstAdminEmail(tx, slug))]);
    });
    this.outbox.flushSoon();
    return { success: true, message: SETTINGS_SAVED, user: await this.adminView.load(body.admin.adminId) };
  }

  /**
   * Changed Square credentials are stored only once Square confirms them (then they count as verified); removing the
   * application and location ids removes the token too and puts the business back in test mode.
   */
  private async verifySquareChanges(slug: string, changes: Partial<typeof businesses.$inferInsert>): Promise<void> {
    const [current] = await this.db.select().from(businesses).where(eq(businesses.slug, slug));
    if (!current) throw new NotFoundError('Business not found');
    const next = {
      applicationId: changes.squareApplicationId ?? current.squareApplicationId,
      locationId: changes.squareLocationId ?? current.squareLocationId,
      sealedAccessToken: changes.squareAccessTokenEncrypted ?? current.squareAccessTokenEncrypted,
    };
    const changed =
      next.applicationId !== current.squareApplicationId || next.locationId !== current.squareLocationId || changes.squareAccessTokenEncrypted !== undefined;
    if (!changed) return;
    if (!next.applicationId && !next.locationId) {
      Object.assign(changes, { squareAccessTokenEncrypted: null, squareVerifiedAt: null, liveAt: null });
      return;
    }
    if (!next.applicationId || !next.locationId || !next.sealedAccessToken) {
      throw settingsRefused('Square needs the application id, the location id and the access token together.');
    }
    await this.square.verify({ applicationId: next.applicationId, locationId: next.locationId, sealedAccessToken: next.sealedAccessToken });
    changes.squareVerifiedAt = new Date().toISOString();
  }

  @RpcHandler(Rpc.identity.uploadLogo)
  async uploadLogo(body: UploadLogoRequest): Promise<LogoUploaded> {
    const staged = await this.blobs.get(body.uploadKey);
    if (!staged) throw new DomainError('LOGO.MISSING', 'Please choose an image to upload', 400);
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
      await this.blobs.delete(body.uploadKey);
    }
    if (!image) throw new DomainError('LOGO.NOT_AN_IMAGE', GIFT_CARD_MESSAGES.imageType, 415, { logo: GIFT_CARD_MESSAGES.imageType });
    const key = `logos/${createHash('sha256').update(image).digest('hex')}.webp`;
    await this.blobs.put(key, image, 'image/webp');
    const logoUrl = `/media/${key}`;
    await this.db.transaction(async (tx) => {
      const [business] = await tx
        .update(businesses)
        .set({ logoUrl, updatedAt: new Date().toISOString() })
        .where(eq(businesses.slug, body.admin.businessSlug))
        .returning();
      await this.outbox.add(tx, [businessUpdated(business, await firstAdminEmail(tx, business.slug))]);
    });
    this.outbox.flushSoon();
    return { success: true, message: LOGO_UPLOADED, logoUrl };
  }

  /** 'Print Your Digital Ad': a 1200x1600 SVG with the business page's QR code; the web app rasterises it. */
  @RpcHandler(Rpc.identity.qrPoster)
  async qrPoster(body: QrPosterRequest): Promise<QrPoster> {
    const [business] = await this.db.select().from(businesses).where(eq(businesses.slug, body.admin.businessSlug));
    if (!business) throw new NotFoundError('Business not found');
    const url = `${body.publicBaseUrl.replace(/\/$/, '')}/${business.slug}/giftcards`;
    const qr = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    let logoDataUrl: string | undefined;
    if (business.logoUrl) {
      const logo = await this.blobs.get(business.logoUrl.replace(/^\/media\//, ''));
      if (logo) logoDataUrl = `data:${logo.contentType};base64,${logo.body.toString('base64')}`;
    }
    return { svg: posterSvg({ businessName: business.name, url, qrSvg: qr, logoDataUrl }) };
  }
}
