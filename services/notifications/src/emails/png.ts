import { constants, crc32, deflateSync } from 'node:zlib';
import type { MailAttachment } from '@gv/platform';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A grayscale PNG of `raw` (each pixel row: its filter byte, then its pixels at `bitDepth` bits). Deflate looks for
 * runs only (Z_RLE): black-and-white symbols are runs of one byte and repeats of the row above, so it packs them
 * within 8 % of level 1's size in a third of its time; a run reaches back one byte, so the smallest window (512
 * bytes) packs the same as the default 32 KB, and each image allocates a few KB for deflate instead of about 256 KB.
 */
export function grayPng(width: number, height: number, bitDepth: 1 | 8, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 0, 0, 0, 0], 8); // grayscale, deflate, adaptive filtering, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { strategy: constants.Z_RLE, windowBits: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG to attach inline, shown by `<img src="cid:{cid}">`, named after its Content-ID. */
export function inlinePng(cid: string, content: Buffer): MailAttachment {
  return { filename: `${cid}.png`, content, contentType: 'image/png', cid };
}

/** PNG row filters: a row as it is, or as its difference from the row above (all zeros for a repeated row). */
export const FILTER_NONE = 0;
export const FILTER_UP = 2;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
