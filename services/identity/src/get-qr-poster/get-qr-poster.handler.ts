import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { BLOBS, DB, NotFoundError, type BlobStore, type Db } from '@gv/platform';
import type { QrPoster, QrPosterRequest } from '@gv/proto';
import { findBusiness } from '../db/business-repository.js';
import { posterSvg } from './poster.js';

@Injectable()
export class GetQrPosterHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(BLOBS) private readonly blobs: BlobStore,
  ) {}

  /** 'Print Your Digital Ad': a 1200x1600 SVG with the business page's QR code; the web app rasterises it. */
  async execute(request: QrPosterRequest): Promise<QrPoster> {
    const business = await findBusiness(this.db, request.admin.businessSlug);
    if (!business) throw new NotFoundError('Business not found');
    const url = `${request.publicBaseUrl.replace(/\/$/, '')}/${business.slug}/giftcards`;
    const qr = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    let logoDataUrl: string | undefined;
    if (business.logoUrl) {
      const logo = await this.blobs.get(business.logoUrl.replace(/^\/media\//, ''));
      if (logo) logoDataUrl = `data:${logo.contentType};base64,${logo.body.toString('base64')}`;
    }
    return { svg: posterSvg({ businessName: business.name, url, qrSvg: qr, logoDataUrl }) };
  }
}
