import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { BLOBS, DB, LOGGER, type BlobStore, type Db, type Logger, type MailAttachment, type Tx } from '@gv/platform';
import type { EventMap } from '@gv/proto';
import { findBrand, recordBrand } from '../db/brand-repository.js';

/** Who an email to a business's buyers and holders comes from: its name and logo, and where replies go. */
export interface BusinessBrand {
  name: string;
  /** Null when identity has not said (a business whose profile predates contact addresses). */
  contactEmail: string | null;
  /** The logo as an inline PNG under LOGO_CID; null without one. */
  logo: MailAttachment | null;
}

/** The Content-ID the emails show the business's logo under (`<img src="cid:business-logo">`). */
export const LOGO_CID = 'business-logo';

/** A logo's stored key from its public path (/media/logos/<sha256>.webp). */
const LOGO_PATH = /^\/media\/(logos\/[a-z0-9]+\.[a-z0-9]+)$/i;
/** Logos are content-addressed, so a rendered one stays right; this many stay in memory. */
const CACHED_LOGOS = 200;
/** Twice the size the email shows (64 px tall), for sharp screens. */
const LOGO_BOX = { width: 384, height: 128 };

/** Keeps each business's brand from business.updated, and renders its logo as an inline PNG most mail apps show (not WebP). */
@Injectable()
export class BusinessBrands {
  private readonly logos = new Map<string, Promise<MailAttachment | null>>();

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(BLOBS) private readonly blobs: BlobStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The latest profile wins: an older event delivered late changes nothing. */
  async record(tx: Tx, business: EventMap['business.updated'], occurredAt: string): Promise<void> {
    const { businessSlug, name, logoUrl, contactEmail } = business;
    await recordBrand(tx, { businessSlug, name, logoUrl, contactEmail: contactEmail ?? null, changedAt: occurredAt });
  }

  /** The brand as last recorded; a business not recorded yet is named as its event names it. */
  async of(about: { businessSlug: string; businessName?: string }): Promise<BusinessBrand> {
    const row = await findBrand(this.db, about.businessSlug);
    if (!row) return { name: about.businessName ?? about.businessSlug, contactEmail: null, logo: null };
    return { name: row.name, contactEmail: row.contactEmail, logo: row.logoUrl ? await this.logo(row.logoUrl) : null };
  }

  private logo(logoUrl: string): Promise<MailAttachment | null> {
    let rendered = this.logos.get(logoUrl);
    if (!rendered) {
      rendered = this.renderLogo(logoUrl);
      if (this.logos.size >= CACHED_LOGOS) this.logos.delete(this.logos.keys().next().value!);
      this.logos.set(logoUrl, rendered);
    }
    return rendered;
  }

  /** A logo that cannot be read sends the email without it (and is tried again next time). */
  private async renderLogo(logoUrl: string): Promise<MailAttachment | null> {
    try {
      const key = LOGO_PATH.exec(logoUrl)?.[1];
      const stored = key ? await this.blobs.get(key) : null;
      if (!stored) throw new Error(`no stored logo at ${logoUrl}`);
      const png = await sharp(stored.body).resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
      return { filename: 'logo.png', content: png, contentType: 'image/png', cid: LOGO_CID };
    } catch (error) {
      this.logger.warn({ err: error, logoUrl }, 'business logo could not be rendered for an email; sending without it');
      this.logos.delete(logoUrl);
      return null;
    }
  }
}
