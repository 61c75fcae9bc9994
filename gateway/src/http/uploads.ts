import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError, type BlobStore } from '@gv/platform';
import { nulRefused } from './no-nul.guard.js';
import { REQUEST_MESSAGES } from '@gv/proto';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/** Reads a multipart form: text fields plus at most one file (size capped by the gateway's multipart limits). */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new DomainError('UPLOAD.NOT_MULTIPART', REQUEST_MESSAGES.multipartOnly);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length > 0) file = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer };
      } else {
        const value = String(part.value ?? '');
        if (value.includes('\0') || part.fieldname.includes('\0')) throw nulRefused();
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('UPLOAD.TOO_LARGE', REQUEST_MESSAGES.imageTooLarge);
    if (code?.startsWith('FST_')) throw new DomainError('UPLOAD.INVALID', REQUEST_MESSAGES.uploadUnreadable);
    throw error;
  }
  return { fields, file };
}

/**
 * Parks an upload in blob storage and returns its key, so the service that
 * owns the image receives a key over request-reply instead of megabytes.
 */
export async function stageUpload(blobs: BlobStore, file: UploadedFile): Promise<string> {
  const key = `uploads/${randomUUID()}`;
  await blobs.put(key, file.buffer, file.mimetype);
  return key;
}
