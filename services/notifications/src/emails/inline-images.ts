import sharp from 'sharp';
import type { BlobStore, Logger, MailAttachment } from '@gv/platform';

/** Stored images are content-addressed, so a rendered one stays right; this many stay in memory. */
const CACHED_IMAGES = 200;

export interface InlineImageKind {
  /** The Content-ID the emails show it under (`<img src="cid:…">`). */
  cid: string;
  filename: string;
  /** Its public path (/media/<folder>/<sha256>.<ext>), the stored key in group 1. */
  path: RegExp;
  /** Twice the size the email shows, for sharp screens. */
  box: { width: number; height: number };
  /** For the log when one cannot be read. */
  what: string;
}

/** Images a business uploaded, rendered as inline PNGs most mail apps show (not WebP); one that cannot be read is left out (and tried again next time). */
export class InlineImages {
  private readonly rendered = new Map<string, Promise<MailAttachment | null>>();

  constructor(private readonly blobs: BlobStore, private readonly logger: Logger, private readonly kind: InlineImageKind) {}

  of(url: string): Promise<MailAttachment | null> {
    let image = this.rendered.get(url);
    if (!image) {
      image = this.render(url);
      if (this.rendered.size >= CACHED_IMAGES) this.rendered.delete(this.rendered.keys().next().value!);
      this.rendered.set(url, image);
    }
    return image;
  }

  private async render(url: string): Promise<MailAttachment | null> {
    const { cid, filename, path, box, what } = this.kind;
    try {
      const key = path.exec(url)?.[1];
      const stored = key ? await this.blobs.get(key) : null;
      if (!stored) throw new Error(`no stored image at ${url}`);
      const png = await sharp(stored.body).resize({ ...box, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
      return { filename, content: png, contentType: 'image/png', cid };
    } catch (error) {
      this.logger.warn({ err: error, url }, `${what} could not be rendered for an email; sending without it`);
      this.rendered.delete(url);
      return null;
    }
  }
}
