import QRCode from 'qrcode';
import { NotFoundError, type BlobStore, type Db } from '@gv/platform';
import type { QrPoster, QrPosterRequest } from '@gv/proto';
import { findBusiness } from '../db/business-repository.js';
import { posterSvg } from './poster.js';
import { ACCOUNT_MESSAGES } from '@gv/proto';

/** 'Print Your Digital Ad': a 1200x1600 SVG with the business page's QR code; the web app rasterises it. */
export async function qrPoster(db: Db, blobs: BlobStore, request: QrPosterRequest): Promise<QrPoster> {
  const business = await findBusiness(db, request.admin.businessSlug);
  if (!business) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound);
  const url = `${request.publicBaseUrl.replace(/\/$/, '')}/${business.slug}/giftcards`;
  const qr = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  let logoDataUrl: string | undefined;
  if (business.logoUrl) {
    const logo = await blobs.get(business.logoUrl.replace(/^\/media\//, ''));
    if (logo) logoDataUrl = `data:${logo.contentType};base64,${logo.body.toString('base64')}`;
  }
  return { svg: posterSvg({ businessName: business.name, url, qrSvg: qr, logoDataUrl }) };
}
