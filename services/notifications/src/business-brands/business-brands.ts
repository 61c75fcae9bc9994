import { Inject, Injectable } from '@nestjs/common';
import { BLOBS, DB, Kept, LOGGER, PUBLIC_CACHE_SECONDS, type Batch, type BlobStore, type Db, type Logger, type MailAttachment, type Tx } from '@gv/platform';
import type { EventMap } from '@gv/proto';
import { findBrand, recordBrand } from '../db/brand-repository.js';
import { InlineImages } from '../emails/inline-images.js';

/** Who an email to a business's buyers and holders comes from: its name and logo, and where replies go. */
export interface BusinessBrand {
  name: string;
  /** Null when identity has not said (a business whose profile predates contact addresses). */
  contactEmail: string | null;
  /** The logo as an inline PNG under LOGO_CID; null without one. */
  logo: MailAttachment | null;
  /** The IANA zone its receipts state times in. */
  timeZone: string;
}

/** The Content-ID the emails show the business's logo under (`<img src="cid:business-logo">`). */
export const LOGO_CID = 'business-logo';

/** Logos as inline PNGs: the stored key from the public path (/media/logos/<sha256>.webp), twice the size the email shows (64 px tall), for sharp screens. */
const LOGOS = { cid: LOGO_CID, filename: 'logo.png', path: /^\/media\/(logos\/[a-z0-9]+\.[a-z0-9]+)$/i, box: { width: 384, height: 128 }, what: 'business logo' };

/** Keeps each business's brand from business.updated, and renders its logo as an inline PNG most mail apps show (not WebP). */
@Injectable()
export class BusinessBrands {
  private readonly logos: InlineImages;
  /**
   * Every card email and receipt asks: each brand is kept as long as public pages are (decision 0107), and forgotten
   * here when a change to it commits; a replica that did not record the change shows it within that time.
   */
  private readonly kept = new Kept<BusinessBrand>({ name: 'business-brands', keepMs: PUBLIC_CACHE_SECONDS * 1000, max: 10_000 });

  constructor(@Inject(DB) private readonly db: Db, @Inject(BLOBS) blobs: BlobStore, @Inject(LOGGER) logger: Logger) {
    this.logos = new InlineImages(blobs, logger, LOGOS);
  }

  /** The latest profile wins: an older event delivered late changes nothing. */
  async record(tx: Tx, batch: Batch, business: EventMap['business.updated'], occurredAt: string): Promise<void> {
    const { businessSlug, name, logoUrl, contactEmail, timeZone } = business;
    await recordBrand(tx, { businessSlug, name, logoUrl, contactEmail: contactEmail ?? null, timeZone: timeZone ?? null, changedAt: occurredAt });
    batch.afterCommit(() => this.kept.forget((key) => key === businessSlug));
  }

  /** The brand as last recorded; a business not recorded yet is named as its event names it. */
  of(about: { businessSlug: string; businessName?: string }): Promise<BusinessBrand> {
    return this.kept.get(about.businessSlug, () => this.read(about));
  }

  private async read(about: { businessSlug: string; businessName?: string }): Promise<BusinessBrand> {
    const row = await findBrand(this.db, about.businessSlug);
    if (!row) return { name: about.businessName ?? about.businessSlug, contactEmail: null, logo: null, timeZone: 'UTC' };
    return { name: row.name, contactEmail: row.contactEmail, logo: row.logoUrl ? await this.logos.of(row.logoUrl) : null, timeZone: row.timeZone ?? 'UTC' };
  }
}
