import type { FastifyRequest } from 'fastify';
import { DomainError, type BlobStore } from '@gv/platform';
import type { GiftCardForm } from '@gv/proto';
import { readMultipart, stageUpload, type MultipartBody } from '../http/uploads.js';
import { REQUEST_MESSAGES } from '@gv/proto';

const FORM_FIELDS = ['giftCardName', 'giftCardTag', 'description', 'amount', 'amountMode', 'minAmount', 'maxAmount', 'discount', 'reloadable', 'expirationDate', 'redemptionWindow', 'locationIds', 'homeLocationId', 'voucherType', 'vatRate'] as const;
/** The spec's field is giftCardImg; `image` is accepted too. */
const IMAGE_FIELDS = new Set(['giftCardImg', 'image']);

export interface GiftCardFormRequest {
  form: GiftCardForm;
  /** Blob key of the staged image, when one was sent. */
  imageKey?: string;
}

/**
 * Reads the create/edit form: multipart (fields + image) as the spec sends it,
 * or JSON for an edit without a new image. The image is staged in blob storage
 * and the catalog receives its key. A client's businessSlug is never read.
 */
export async function readGiftCardForm(request: FastifyRequest, blobs: BlobStore): Promise<GiftCardFormRequest> {
  let fields: Record<string, unknown> = {};
  let file: MultipartBody['file'];
  if (request.isMultipart()) {
    try {
      ({ fields, file } = await readMultipart(request));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // Busboy's own errors (a cut-off or malformed body) are the client's doing.
      throw new DomainError('UPLOAD.INVALID', REQUEST_MESSAGES.uploadUnreadable);
    }
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    fields = request.body as Record<string, unknown>;
  }
  const form: GiftCardForm = {};
  for (const key of FORM_FIELDS) if (Object.hasOwn(fields, key)) form[key] = fields[key];
  const image = file && IMAGE_FIELDS.has(file.field) ? file : undefined;
  return { form, imageKey: image ? await stageUpload(blobs, image) : undefined };
}
